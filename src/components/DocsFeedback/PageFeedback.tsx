/**
 * "Was this page helpful?" at the end of a doc: Yes and No are links to a
 * prefilled issue (so they work without JavaScript); with JavaScript a click
 * first offers an optional note, then the same link with the note in it.
 */
import {lazy, Suspense, useId, useState, type MouseEvent, type ReactNode} from 'react';
import {docsIssueUrl, type DocsIssueKind, type MaskedText} from '@site/src/feedback/docsIssue';
import {useSiteFields} from '@site/src/feedback/siteFields';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

// Only a reader who clicks loads the note field and the masking rules.
const NoteForm = lazy(() => import('./NoteForm'));

const ANSWERS = [
  {kind: 'helpful', label: 'Yes'},
  {kind: 'not-helpful', label: 'No'},
] as const;

export default function PageFeedback(): ReactNode {
  const {metadata} = useDoc();
  const {feedback, siteUrl} = useSiteFields();
  const [answer, setAnswer] = useState<DocsIssueKind | null>(null);
  const questionId = useId();
  const page = {title: metadata.title, url: `${siteUrl}${metadata.permalink}`};
  const issueUrl = (kind: DocsIssueKind, note?: MaskedText) => docsIssueUrl(feedback.repository, {kind, page, note, siteVersion: feedback.siteVersion});
  const choose = (kind: DocsIssueKind) => (event: MouseEvent) => {
    event.preventDefault();
    setAnswer(kind);
  };
  return (
    <div className={styles.pageFeedback} role="group" aria-labelledby={questionId} data-docs-feedback="page">
      <strong id={questionId}>Was this page helpful?</strong>
      {ANSWERS.map(({kind, label}) => (
        <a
          key={kind}
          href={issueUrl(kind)}
          target="_blank"
          rel="noopener noreferrer"
          aria-current={answer === kind ? 'true' : undefined}
          onClick={choose(kind)}>
          {label}
        </a>
      ))}
      {answer && (
        <Suspense fallback={null}>
          <NoteForm
            key={answer}
            label={answer === 'helpful' ? 'What helped? (optional)' : 'What went wrong? (optional)'}
            issueUrl={(note) => issueUrl(answer, note)}
          />
        </Suspense>
      )}
    </div>
  );
}

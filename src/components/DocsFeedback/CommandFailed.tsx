/**
 * "This command failed" under a shell block: a link to a prefilled issue
 * naming the page and the block's first line (it works without JavaScript).
 * With JavaScript the link also names the section above the block, and a
 * click first offers an optional note.
 */
import {lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode} from 'react';
import {docsIssueUrl, type DocsIssue, type MaskedText} from '@site/src/feedback/docsIssue';
import {useSiteFields} from '@site/src/feedback/siteFields';
import {sectionAbove, useDocPage} from './docPage';
import styles from './styles.module.css';

// Only a reader who clicks loads the note field and the masking rules.
const NoteForm = lazy(() => import('./NoteForm'));

export default function CommandFailed({code}: {code: string}): ReactNode {
  const page = useDocPage();
  const {feedback} = useSiteFields();
  const [section, setSection] = useState<DocsIssue['section']>(null);
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  if (!page) return null;
  const issueUrl = (note?: MaskedText) =>
    docsIssueUrl(feedback.repository, {kind: 'command-failed', page, section, command: code, note, siteVersion: feedback.siteVersion});
  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    // Read where the block is only now: the server cannot know the heading above a block.
    if (ref.current) setSection(sectionAbove(ref.current));
    setOpen((value) => !value);
  };
  return (
    <div ref={ref} className={styles.commandFailed} data-docs-feedback="command">
      <a href={issueUrl()} target="_blank" rel="noopener noreferrer" aria-expanded={open} onClick={toggle}>
        This command failed
      </a>
      {open && (
        <Suspense fallback={null}>
          <NoteForm label="What did it print? (optional)" issueUrl={issueUrl} />
        </Suspense>
      )}
    </div>
  );
}

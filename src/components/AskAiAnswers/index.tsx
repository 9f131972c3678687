/**
 * The answers on the search modal's Ask-AI screen (ARCHITECTURE.md "Ask AI"): each question
 * is answered from the docs by src/ask/askQuestion.ts, newest first, with numbered
 * citations that link to the sections they quote.
 */
import {Fragment, type ReactNode, useEffect, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import CopyButton from '@site/src/components/CopyButton';
import {askQuestion, type AskState, type GenerativeConfig} from '@site/src/ask/askQuestion';
import {citedSources, linkCitations} from '@site/src/ask/linkCitations';
import {questionKeywords} from '@site/src/ask/questionKeywords';
import type {AnswerSource, AnswerStatement} from '@site/src/ask/types';
import type {FacetFilters, SearchEngine} from '@site/src/search/createLocalSearchClient';
import {SEARCH_LIMITS} from '@site/src/search/types';
import styles from './styles.module.css';

export type AskedQuestion = {id: number; text: string};

export type Props = {
  questions: AskedQuestion[];
  filters: FacetFilters;
  generative: GenerativeConfig | null;
  loadEngine: () => Promise<SearchEngine>;
  /** A citation was followed: the modal closes. */
  onNavigate: () => void;
  /** Back to keyword search with this query. */
  onSearchInstead: (query: string) => void;
};

type ScreenState = AskState | {status: 'failed'; message: string};

function useAnswer(question: string, props: Props): ScreenState {
  const {filters, generative, loadEngine} = props;
  const [state, setState] = useState<ScreenState>({status: 'answering'});
  useEffect(() => {
    const controller = new AbortController();
    const update = (next: ScreenState) => {
      if (!controller.signal.aborted) setState(next);
    };
    loadEngine()
      .then(async (engine) => {
        // Answers quote the text of any page: every page's text is loaded once, on the first question.
        const records = await engine.loadRecords();
        await askQuestion({question, records, engine, filters, generative, onState: update, signal: controller.signal});
      })
      .catch((error: unknown) => update({status: 'failed', message: error instanceof Error ? error.message : String(error)}));
    return () => controller.abort();
  }, [question, filters, generative, loadEngine]);
  return state;
}

function Citation({source, onNavigate}: {source: AnswerSource; onNavigate: Props['onNavigate']}): ReactNode {
  return (
    <Link to={source.url} className={styles.citation} onClick={onNavigate} data-citation={source.n}>
      [{source.n}]<span className="DocSearch-VisuallyHiddenForAccessibility"> {source.title}</span>
    </Link>
  );
}

function Sources({sources, onNavigate}: {sources: AnswerSource[]; onNavigate: Props['onNavigate']}): ReactNode {
  if (sources.length === 0) return null;
  return (
    <div className="DocSearch-AskAiScreen-RelatedSources">
      <p className="DocSearch-AskAiScreen-RelatedSources-Title">Sources</p>
      {/* Divs with list roles: the theme's list margins outrank a CSS module's (cascade layers). */}
      <div role="list" className={styles.sources}>
        {sources.map((source) => (
          <div role="listitem" key={source.n}>
            <Link className={styles.source} to={source.url} onClick={onNavigate}>
              <span className={styles.sourceNumber}>[{source.n}]</span> {source.title}
            </Link>
          </div>
        ))}
      </div>
    </div>
  );
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return endpoint;
  }
}

function Answer({question, state, props}: {question: string; state: ScreenState; props: Props}): ReactNode {
  const {onNavigate} = props;
  switch (state.status) {
    case 'answering':
      return <div className={styles.pending}>Looking through the documentation…</div>;
    case 'failed':
      return (
        <div className={styles.notice} role="alert">
          The documentation index could not be loaded ({state.message}). Check your connection and ask again.
        </div>
      );
    case 'streaming':
    case 'generated': {
      const numbers = new Set(state.sources.map((source) => source.n));
      const byNumber = new Map(state.sources.map((source) => [source.n, source]));
      return (
        <>
          <div className={styles.note}>Written by the language model {state.model} from the documentation sections it cites.</div>
          {state.text === '' ? (
            <div className={styles.pending}>Waiting for the model…</div>
          ) : (
            <div className={styles.generated}>
              {linkCitations(state.text, numbers).map((segment, index) =>
                segment.type === 'text' ? (
                  <Fragment key={index}>{segment.text}</Fragment>
                ) : (
                  <Citation key={index} source={byNumber.get(segment.n)!} onNavigate={onNavigate} />
                ),
              )}
            </div>
          )}
        </>
      );
    }
    case 'local':
      return <LocalAnswer question={question} state={state} props={props} />;
  }
}

/** A quoted sentence with its citation; a block's title with its commands below, ready to copy. */
function Statement({statement, source, onNavigate}: {statement: AnswerStatement; source: AnswerSource; onNavigate: Props['onNavigate']}): ReactNode {
  return (
    <div data-also={statement.also ? '' : undefined}>
      <span data-statement>{statement.text}</span> <Citation source={source} onNavigate={onNavigate} />
      {statement.command && (
        <div className={styles.command}>
          <code data-command>{statement.command}</code>
          <CopyButton value={statement.command} label={`Copy the commands: ${statement.text}`} />
        </div>
      )}
    </div>
  );
}

/** The answer assembled in the browser: quoted sentences with their sources, the closest pages, or a search to run instead. */
function LocalAnswer({question, state, props}: {question: string; state: Extract<ScreenState, {status: 'local'}>; props: Props}): ReactNode {
  const {onNavigate} = props;
  const {answer, fallback} = state;
  const byNumber = new Map(answer.sources.map((source) => [source.n, source]));
  const keywords = questionKeywords(question).join(' ').slice(0, SEARCH_LIMITS.maxQueryLength).trim();
  return (
    <>
      {fallback && props.generative && (
        <div className={styles.notice} role="status">
          The language model at {hostOf(props.generative.endpoint)} {fallback.message}, so this answer is assembled from the documentation instead.
        </div>
      )}
      {answer.statements.length === 0 && answer.closest.length > 0 ? (
        <>
          <div>Not sure: no section of the documentation clearly answers this. These sections come closest:</div>
          <div role="list" className={styles.sources}>
            {answer.closest.map((page) => (
              <div role="listitem" key={page.url}>
                <Link className={styles.source} to={page.url} onClick={onNavigate}>
                  {page.title}
                </Link>
              </div>
            ))}
          </div>
        </>
      ) : answer.statements.length === 0 ? (
        <>
          <div>No section of the documentation matches this question.</div>
          {keywords && (
            <div>
              <button type="button" className={styles.searchInstead} onClick={() => props.onSearchInstead(keywords)}>
                Search the docs for “{keywords}”
              </button>
            </div>
          )}
        </>
      ) : (
        <>
          <div className={styles.note}>Assembled from the documentation: each sentence is quoted from the section its number links to.</div>
          <div className={styles.statements}>
            {answer.statements.map((statement, index) => (
              <Fragment key={index}>
                {statement.also && !answer.statements[index - 1]?.also && <p className={styles.alsoRelevant}>Also relevant</p>}
                <Statement statement={statement} source={byNumber.get(statement.source)!} onNavigate={onNavigate} />
              </Fragment>
            ))}
          </div>
        </>
      )}
      {/* A word the docs never use (a typo, a word of its own) may explain a weak answer; it never leads one. */}
      {answer.unmatched.length > 0 && <div className={styles.note}>The documentation never uses {answer.unmatched.map((word) => `“${word}”`).join(', ')}.</div>}
    </>
  );
}

function sourcesOf(state: ScreenState): AnswerSource[] {
  if (state.status === 'local') return state.answer.sources;
  if (state.status === 'streaming' || state.status === 'generated') {
    const cited = citedSources(state.text, new Set(state.sources.map((source) => source.n)));
    return cited.map((n) => state.sources.find((source) => source.n === n)!);
  }
  return [];
}

function Exchange({question, latest, props}: {question: AskedQuestion; latest: boolean; props: Props}): ReactNode {
  const state = useAnswer(question.text, props);
  const answerRef = useRef<HTMLDivElement | null>(null);
  const settled = state.status === 'local' || state.status === 'generated' || state.status === 'failed';
  // The reader's focus moves to a new answer once it is complete; Tab then walks its citations.
  useEffect(() => {
    if (settled && latest) answerRef.current?.focus();
  }, [settled, latest]);
  const questionId = `surge-ask-ai-question-${question.id}`;
  return (
    <section className="DocSearch-AskAiScreen-Response-Container" aria-labelledby={questionId}>
      <div className="DocSearch-AskAiScreen-Response">
        <div className="DocSearch-AskAiScreen-Message DocSearch-AskAiScreen-Message--user">
          <p className="DocSearch-AskAiScreen-Query" id={questionId}>
            {question.text}
          </p>
        </div>
        <div className="DocSearch-AskAiScreen-Message DocSearch-AskAiScreen-Message--assistant">
          <div
            ref={answerRef}
            className={`DocSearch-AskAiScreen-MessageContent ${styles.answer}`}
            tabIndex={-1}
            aria-busy={!settled}
            data-answer-status={state.status}>
            <Answer question={question.text} state={state} props={props} />
          </div>
        </div>
        <Sources sources={sourcesOf(state)} onNavigate={props.onNavigate} />
      </div>
    </section>
  );
}

export default function AskAiAnswers(props: Props): ReactNode {
  const newestFirst = [...props.questions].reverse();
  return (
    <div className={styles.exchanges}>
      {newestFirst.map((question, index) => (
        <Exchange key={question.id} question={question} latest={index === 0} props={props} />
      ))}
    </div>
  );
}

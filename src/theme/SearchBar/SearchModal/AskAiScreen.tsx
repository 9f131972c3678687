/**
 * The modal's Ask-AI screen: each question is answered from the docs (AskAiAnswers, its own chunk,
 * loaded with the first question), or by the configured language model from the same sections.
 */
import {lazy, type ReactNode, Suspense, useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {readGenerativeConfig, RUNTIME_OVERRIDE_GLOBAL} from '@site/src/ask/readGenerativeConfig';
import type {FacetFilters} from '@site/src/search/createLocalSearchClient';
import {siteSearch} from '../siteSearch';

const AskAiAnswers = lazy(() => import(/* webpackChunkName: "ask-ai" */ '@site/src/components/AskAiAnswers'));

type Props = {
  questions: {id: number; text: string}[];
  filters: FacetFilters;
  onNavigate: () => void;
  onSearchInstead: (query: string) => void;
};

export function AskAiScreen({questions, filters, onNavigate, onSearchInstead}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const generative = useMemo(
    () => readGenerativeConfig(siteConfig.customFields?.askAi, (window as unknown as Record<string, unknown>)[RUNTIME_OVERRIDE_GLOBAL]),
    [siteConfig.customFields?.askAi],
  );
  return (
    <div className="DocSearch-AskAiScreen DocSearch-AskAiScreen-Container">
      <p className="DocSearch-AskAiScreen-Disclaimer">
        {generative
          ? 'Answers are written by a language model from sections of this documentation and cite them. Check important details there.'
          : 'Answers come from this documentation only, each citing the sections it quotes.'}
      </p>
      <div className="DocSearch-AskAiScreen-Body">
        {questions.length > 0 && (
          <Suspense fallback={<p className="DocSearch-Help">Looking through the documentation…</p>}>
            <AskAiAnswers
              questions={questions}
              filters={filters}
              generative={generative}
              loadEngine={siteSearch.loadWholeEngine}
              onNavigate={onNavigate}
              onSearchInstead={onSearchInstead}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}

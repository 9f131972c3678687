/** The site's doc routes, with {product} = surge, plus the two tool pages, and their source files: shared by the browser tests and the checks of built files. */
import {readFileSync} from 'node:fs';

export const DOC_PAGES = [
  ['docs/intro', 'docs/intro.md'],
  ['docs/about', 'docs/about/index.md'],
  ['docs/about/architecture', 'docs/about/architecture.md'],
  ['docs/about/based-rollups', 'docs/about/based-rollups.md'],
  ['docs/about/gigagas', 'docs/about/gigagas.md'],
  ['docs/about/nethermind', 'docs/about/nethermind.md'],
  ['docs/about/stage-2', 'docs/about/stage-2.md'],
  ['docs/guides', 'docs/guides/index.md'],
  ['docs/guides/deploy-on-surge', 'docs/guides/deploy-on-surge.md'],
  ['docs/guides/ai-agents', 'docs/guides/ai-agents.md'],
  ['docs/guides/running-surge', 'docs/guides/running-surge/index.md'],
  ['docs/guides/running-surge/deploy-l1', 'docs/guides/running-surge/deploy-l1.md'],
  ['docs/guides/running-surge/deploy-l2', 'docs/guides/running-surge/deploy-l2.md'],
  ['docs/guides/running-surge/env-checker', 'docs/guides/running-surge/env-checker.md'],
  ['docs/guides/running-surge/deploy-safe-infra', 'docs/guides/running-surge/deploy-safe-infra.md'],
  ['docs/guides/running-surge/provers', 'docs/guides/running-surge/provers/index.md'],
  ['docs/guides/running-surge/provers/register-provers', 'docs/guides/running-surge/provers/register-provers.md'],
  ['docs/guides/running-surge/provers/sgx-prover', 'docs/guides/running-surge/provers/sgx-prover.md'],
  ['docs/guides/running-surge/provers/sp1-and-risc0-provers', 'docs/guides/running-surge/provers/sp1-and-risc0-provers.md'],
  ['docs/guides/surge-on-hoodi', 'docs/guides/surge-on-hoodi/index.md'],
  ['docs/guides/surge-on-hoodi/provers', 'docs/guides/surge-on-hoodi/provers.md'],
  ['docs/guides/surge-on-hoodi/run-l1', 'docs/guides/surge-on-hoodi/run-l1.md'],
  ['docs/guides/surge-on-hoodi/run-l2', 'docs/guides/surge-on-hoodi/run-l2.md'],
  ['docs/troubleshooting', 'docs/troubleshooting/index.md'],
  ['docs/troubleshooting/common-devnet-issues', 'docs/troubleshooting/common-devnet-issues.md'],
  ['docs/troubleshooting/log-troubleshooter', 'docs/troubleshooting/log-troubleshooter.md'],
  ['docs/troubleshooting/error-codes', 'docs/troubleshooting/error-codes.md'],
  ['docs/glossary', 'docs/glossary.md'],
  ['docs/corrections', 'docs/corrections.md'],
] as const;

/** A doc's title as its front matter declares it (the page's h1). */
export function docTitle(sourceFile: string): string {
  const source = readFileSync(sourceFile, 'utf8');
  const match = /^title:\s*"?(.*?)"?\s*$/m.exec(source);
  if (!match?.[1]) {
    throw new Error(`${sourceFile} has no title in its front matter`);
  }
  return match[1];
}

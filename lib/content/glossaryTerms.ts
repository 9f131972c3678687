/**
 * The glossary's terms (docs/glossary.md, one heading with a stable id each)
 * and the rule that the first use of a term on a page links to its entry.
 * The unit test beside this file checks both over every doc. Prose only:
 * code, URLs, tags, headings, front matter and admonition titles are skipped,
 * and so is a use inside another link's text (it cannot hold a second link).
 */
import {proseLines} from './preferredTerms';

export const GLOSSARY_PAGE = 'docs/glossary.md';

export type GlossaryTerm = {
  /** The heading's text on the glossary page. */
  term: string;
  /** The heading's id: the page links to `glossary.md#<anchor>`. */
  anchor: string;
  /** How the term appears in prose. */
  pattern: RegExp;
};

export const GLOSSARY_TERMS: GlossaryTerm[] = [
  {term: 'Anchor transaction', anchor: 'anchor-transaction', pattern: /\banchor transactions?\b/i},
  {term: 'Based rollup', anchor: 'based-rollup', pattern: /\bbased rollups?\b/i},
  {term: 'Bento', anchor: 'bento', pattern: /\bBento\b/},
  {term: 'Blob', anchor: 'blob', pattern: /\bblobs?\b/i},
  {term: 'Bonsai', anchor: 'bonsai', pattern: /\bBonsai\b/},
  {term: 'Chain spec', anchor: 'chain-spec', pattern: /\bchain spec\b/i},
  {term: 'Cooldown window', anchor: 'cooldown-window', pattern: /\bcooldown windows?\b/i},
  {term: 'DCAP', anchor: 'dcap', pattern: /\bDCAP\b/},
  {term: 'Engine API', anchor: 'engine-api', pattern: /\bEngine API\b/},
  {term: 'Exit window', anchor: 'exit-window', pattern: /\bexit windows?\b/i},
  {term: 'FMSPC', anchor: 'fmspc', pattern: /\bFMSPC\b/},
  {term: 'Forced inclusion', anchor: 'forced-inclusion', pattern: /\bforced inclusions?\b/i},
  {term: 'Gaiko', anchor: 'gaiko', pattern: /\bGaiko\b/},
  {term: 'Gigagas', anchor: 'gigagas', pattern: /\bgigagas\b/i},
  {term: 'Groth16', anchor: 'groth16', pattern: /\bGroth16\b/},
  {term: 'Guest data', anchor: 'guest-data', pattern: /\bguest data\b/i},
  {term: 'Intel PCS', anchor: 'intel-pcs', pattern: /\bIntel PCS\b/},
  {term: 'Kurtosis', anchor: 'kurtosis', pattern: /\bKurtosis\b/},
  {term: 'Liveness bond', anchor: 'liveness-bond', pattern: /\bliveness bonds?\b/i},
  {term: 'MR_ENCLAVE and MR_SIGNER', anchor: 'mr-enclave-mr-signer', pattern: /\bMR_(?:ENCLAVE|SIGNER)\b/},
  {term: 'Multi-proof', anchor: 'multi-proof', pattern: /\bmulti-proof\b/i},
  {term: 'Ontake', anchor: 'ontake', pattern: /\bOntake\b/},
  {term: 'Pacaya', anchor: 'pacaya', pattern: /\bPacaya\b/},
  {term: 'PCCS', anchor: 'pccs', pattern: /\bPCCS\b/},
  {term: 'PCK', anchor: 'pck', pattern: /\bPCK\b/},
  {term: 'Preconfirmation', anchor: 'preconfirmation', pattern: /\bpreconfirmations?\b/i},
  {term: 'Proposer wrapper', anchor: 'proposer-wrapper', pattern: /\bproposer wrappers?\b/i},
  {term: 'Prover relayer', anchor: 'prover-relayer', pattern: /\bprover relayers?\b/i},
  {term: 'Proving window', anchor: 'proving-window', pattern: /\bproving windows?\b/i},
  {term: 'Quoting Enclave', anchor: 'quoting-enclave', pattern: /\bQuoting Enclaves?\b/i},
  {term: 'Raiko', anchor: 'raiko', pattern: /\bRaiko\b/},
  {term: 'RISC Zero', anchor: 'risc-zero', pattern: /\bRISC Zero\b/},
  {term: 'Sedge', anchor: 'sedge', pattern: /\bSedge\b/},
  {term: 'SGX', anchor: 'sgx', pattern: /\bSGX\b/},
  {term: 'SP1', anchor: 'sp1', pattern: /\bSP1\b/},
  {term: 'Stage 2', anchor: 'stage-2', pattern: /\bStage 2\b/},
  {term: 'taiko-client', anchor: 'taiko-client', pattern: /\btaiko-client\b/},
  {term: 'TCB info', anchor: 'tcb-info', pattern: /\bTCB info\b/i},
  {term: 'TEE', anchor: 'tee', pattern: /\bTEEs?\b/},
  {term: 'V3 quote', anchor: 'v3-quote', pattern: /\bV3 quotes?\b/i},
  {term: 'Verification streak', anchor: 'verification-streak', pattern: /\bverification streaks?\b/i},
  {term: 'zkVM', anchor: 'zkvm', pattern: /\bzkVMs?\b/},
];

export type TermUse = {file: string; line: number; column: number; term: GlossaryTerm; linked: boolean};

/** Links on a line, `[text](destination)`: the columns of the text and the destination. */
function linksOn(text: string): {start: number; end: number; destination: string}[] {
  return [...text.matchAll(/!?\[((?:[^\]`]|`[^`]*`)*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)/g)].map((match) => ({
    start: match.index + match[0].indexOf('[') + 1,
    end: match.index + match[0].indexOf('[') + 1 + match[1]!.length,
    destination: match[2]!,
  }));
}

/** Whether `destination` points at the glossary entry `anchor` (relative `…glossary.md#x` or the route `/docs/glossary#x`). */
export function isGlossaryLink(destination: string, anchor: string): boolean {
  return new RegExp(`(?:^|/)glossary(?:\\.md)?#${anchor}$`).test(destination);
}

/** Lines that hold no prose for this rule: headings, admonition openers (their titles), JSX and HTML lines. */
function skippedLine(raw: string): boolean {
  return /^\s*#{1,6}\s/.test(raw) || /^\s*:::/.test(raw) || /^\s*</.test(raw);
}

/** The first use of each glossary term in `source` that is not inside another link's text. */
export function firstTermUses(file: string, source: string, terms: GlossaryTerm[] = GLOSSARY_TERMS): TermUse[] {
  const raw = source.split('\n');
  const prose = proseLines(source);
  const frontMatterEnd = raw[0]?.trim() === '---' ? raw.findIndex((text, index) => index > 0 && text.trim() === '---') : -1;
  const uses: TermUse[] = [];
  for (const term of terms) {
    const global = new RegExp(term.pattern.source, `${term.pattern.flags}g`);
    search: for (let index = frontMatterEnd + 1; index < raw.length; index++) {
      if (skippedLine(raw[index]!)) continue;
      const links = linksOn(raw[index]!);
      for (const match of prose[index]!.matchAll(global)) {
        const link = links.find(({start, end}) => match.index >= start && match.index + match[0].length <= end);
        if (link && !isGlossaryLink(link.destination, term.anchor)) continue;
        uses.push({file, line: index + 1, column: match.index + 1, term, linked: Boolean(link)});
        break search;
      }
    }
  }
  return uses.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The glossary's headings as `{#anchor}` ids. */
export function glossaryAnchors(glossarySource: string): string[] {
  return [...glossarySource.matchAll(/^##\s+.*\{#([\w-]+)\}\s*$/gm)].map((match) => match[1]!);
}

/**
 * One spelling and one name for each thing in the docs.
 * Each entry names the preferred form and the variants to avoid; the unit test
 * beside this file reads every doc and expects none of the variants in prose.
 * Code (fenced blocks and inline spans), URLs, front-matter keys, heading
 * `{#anchor}` ids, HTML/JSX tags and `{{fact}}` placeholders are not prose and
 * are not checked: commands, paths, image names and ids keep their own spelling.
 */
import {codeLineFlags} from './scanDocs';

export type PreferredTerm = {preferred: string; avoid: RegExp[]; reason?: string};

export type TermVariant = {file: string; line: number; found: string; preferred: string};

export const PREFERRED_TERMS: PreferredTerm[] = [
  {
    preferred: 'dapp',
    avoid: [/\bdApps?\b/, /\bDApps?\b/, /\bDAPPs?\b/],
    reason: 'The page title is "Deploy a dapp on Surge"; most pages already write it in lower case.',
  },
  {
    preferred: 'devnet machine',
    avoid: [/\bdevnet (?:host|server|box)s?\b/i, /\bsimple-surge-node machine\b/i, /\bmachine that hosts the L1 devnet\b/i, /\b(?:the|your own) server\b/i],
    reason:
      'The machine that runs the L1 devnet and the L2 stack. On Hoodi, the machine of the Hoodi node is the L1 machine and the one of the Surge node the L2 machine; otherwise name the machine a step runs on.',
  },
  {
    preferred: 'SGX machine',
    avoid: [/\bSGX (?:host|server|box)s?\b/, /\bSGX prover machines?\b/],
    reason: 'The machine that runs the SGX prover. "Raiko host" stays: it is the Raiko address the prover relayer calls (SGX_RAIKO_HOST, RAIKO_HOST_ZKVM).',
  },
  {
    preferred: 'ZK machine',
    avoid: [
      /\bGPU (?:machine|host|server|box)s?\b/i,
      /\bZK (?:host|server|box)s?\b/,
      /\bZK prover machines?\b/,
      /\bZK \(GPU\) machine\b/,
      /\bzkVM machines?\b/,
    ],
    reason: 'The NVIDIA GPU machine that runs the SP1 and RISC Zero prover; named after its proof family, like the SGX machine.',
  },
  {
    preferred: 'Surge test network',
    avoid: [
      /\bSurge (?:Hoodi )?testnet\b/i,
      /\bHoodi test network\b/i,
      /(?<!Ethereum's )\bHoodi testnet\b/i,
      /(?<!Ethereum's )\bpublic test ?net(?:work)?\b/i,
      /\bthe (?:current )?testnet\b/i,
    ],
    reason:
      'Two things, two names: Hoodi (Ethereum\'s Hoodi testnet, chain ID 560048) is the L1; the Surge test network (chain ID 763375) is the Surge L2 that settles on it. "Testnet" stays as the simple-surge-node environment choice and in "testnet ETH".',
  },
  {
    preferred: 'prover relayer',
    avoid: [/\bprover-relay(?:er)?s?\b/i, /\bprover relays?\b/i],
    reason: 'The taiko-client prover role that asks Raiko for proofs and submits them; prover-relayer is only a container or file name, written as code.',
  },
  {
    preferred: 'simple-surge-node',
    avoid: [/\b(?!simple-surge-node\b)simple[ _-]surge[ _-]node\b/i, /\bssn\b/i],
    reason: 'The repository name, in lower case with hyphens, as in its GitHub address.',
  },
  {
    preferred: 'Raiko',
    // "docker logs -f raiko" stays in a Common devnet issues heading: the log troubleshooter shows the headings as plain text.
    avoid: [/(?<!logs -f )\braiko\b(?![-./])/, /\bRAIKO\b/],
    reason: 'The proof service is Raiko; container, service and file names (raiko, raiko-zk) are written as code.',
  },
  {
    preferred: 'RISC Zero',
    avoid: [/(?<!Running )\bRISC0\b/, /\b[Rr]isc0\b(?!-)/, /\bRISC-Zero\b/i, /\bRisc Zero\b/, /\bRISC ZERO\b/],
    reason: 'The zkVM\'s name; RISC0 stays in identifiers (code) and in the deployer\'s prompt "Running RISC0?". risc0-bento is a repository name.',
  },
  {
    preferred: 'zkVM',
    avoid: [/\b(?!zkVM)[Zz][Kk]-?[Vv][Mm]s?\b/],
  },
  {
    preferred: 'ZK',
    avoid: [/(?<![-\w])(?:zk|Zk)(?![-\w])/],
    reason: 'The proof family (SP1 and RISC Zero), in capitals like TEE.',
  },
  {
    preferred: 'multi-proof',
    avoid: [/\bmulti-?provers?\b/i, /\bmulti ?proofs?\b/i],
    reason: 'One name for the rule and the verifier that need proofs from two families.',
  },
  {
    preferred: 'on-chain',
    avoid: [/\bonchain\b/i, /\bon chain\b(?! ID)/i],
  },
  {
    preferred: 'mainnet',
    avoid: [/(?<![-"]|^|[.!?|] )\bMainnet\b/, /\bmain[- ]net\b/i],
    reason: 'A common noun (Ethereum mainnet), capitalised only at the start of a sentence or in a quoted chart title.',
  },
  {
    preferred: 'proposer wrapper',
    avoid: [/\bproposer-wrapper\b/i, /\bSurge[ -]proposer[ -]?wrapper\b/i, /\b(?<!Surge)ProposerWrapper\b/],
    reason: 'The contract that proposals and proofs go through; its contract name is SurgeProposerWrapper.',
  },
  {
    preferred: 'L1 and L2',
    avoid: [/\b[Ll]ayer[- ]?(?:1|2|one|two)\b/, /\bl[12]\b/],
    reason: 'Capital L and a digit; lower-case l1 and l2 appear only in code.',
  },
  {
    preferred: 'Docker Compose',
    avoid: [/\b(?!Docker Compose\b)docker[ -]compose\b(?![-.\w])/i],
    reason: 'The product; the docker compose command is written as code.',
  },
];

/** The number of lines the front matter takes at the top of `lines` (0 without front matter). */
function frontMatterLength(lines: string[]): number {
  if (lines[0]?.trim() !== '---') return 0;
  const end = lines.findIndex((text, index) => index > 0 && text.trim() === '---');
  return end === -1 ? 0 : end + 1;
}

const blank = (text: string) => ' '.repeat(text.length);

/** Inline parts of a prose line that are not prose, each blanked with spaces so columns stay put. */
const NOT_PROSE: RegExp[] = [
  // Inline code spans, `x` or ``x`` (a run of backticks closes on a run of the same length).
  /(`+)(?:(?!\1).)*?\1(?!`)/g,
  // Link and image destinations (with an optional title): [text](url "title") keeps only [text].
  /(?<=\]\()[^)\s]*(?:\s+"[^"]*")?(?=\))/g,
  // Reference-style link definitions: [label]: url.
  /^\s*\[[^\]]+\]:\s*\S+.*$/g,
  // Autolinks and bare URLs.
  /<[a-z][\w+.-]*:[^>\s]*>/gi,
  /\bhttps?:\/\/[^\s)>\]"'`]+/gi,
  /\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s)>\]"'`|]*/gi,
  // Heading ids: ## Title {#title}.
  /\{#[^}\s]*\}/g,
  // Site facts placeholders: {{l2.chainId}}.
  /\{\{[^}]*\}\}/g,
  // HTML comments and HTML/JSX tags with their attributes (the text between tags stays).
  /<!--.*?-->/g,
  /<\/?[A-Za-z][^<>]*>/g,
  // MDX import and export lines.
  /^(?:import|export)\s.*$/g,
];

/** The source's lines with everything that is not prose blanked (fenced code, front-matter keys, inline code, URLs, ids, tags). */
export function proseLines(source: string): string[] {
  const lines = source.split('\n');
  const inCode = codeLineFlags(source);
  const frontMatter = frontMatterLength(lines);
  return lines.map((text, index) => {
    if (inCode[index]) return '';
    if (index < frontMatter) return /^\s*[\w-]+\s*:/.test(text) ? text.replace(/^\s*[\w-]+\s*:/, blank) : text.replace(/^---\s*$/, '');
    return NOT_PROSE.reduce((prose, pattern) => prose.replace(pattern, blank), text);
  });
}

function globalCopy(pattern: RegExp): RegExp {
  return new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
}

/** Every avoided variant in the prose of `source` (a Markdown or MDX doc), in line order. */
export function findTermVariants(file: string, source: string, terms: PreferredTerm[] = PREFERRED_TERMS): TermVariant[] {
  const found: TermVariant[] = [];
  proseLines(source).forEach((text, index) => {
    const onLine: {start: number; end: number; variant: TermVariant}[] = [];
    for (const term of terms) {
      for (const pattern of term.avoid) {
        for (const match of text.matchAll(globalCopy(pattern))) {
          const variant = {file, line: index + 1, found: match[0], preferred: term.preferred};
          onLine.push({start: match.index, end: match.index + match[0].length, variant});
        }
      }
    }
    // Where two patterns match overlapping text ("Surge Hoodi testnet" and "Hoodi testnet"), the earlier, longer match is reported.
    onLine.sort((a, b) => a.start - b.start || b.end - a.end);
    let reachedEnd = 0;
    for (const {start, end, variant} of onLine) {
      if (start < reachedEnd) continue;
      found.push(variant);
      reachedEnd = end;
    }
  });
  return found;
}

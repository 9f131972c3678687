/**
 * Caveats that several pages need are written once, each in a partial under
 * docs/_partials that the pages include (`<FinalityRule />` and so on). Each
 * entry names the claims that give its caveat away, so that the test beside
 * this file finds the caveat written out again by hand on a page.
 */
import {codeLineFlags} from './scanDocs';

export type SharedCaveat = {
  /** The partial, relative to the site. */
  partial: string;
  /** Patterns of the caveat's claims, matched against one paragraph of prose at a time; no page but the partial may match one. */
  claims: RegExp[];
};

// `[^.|]*` keeps a match inside one sentence and one table cell.
export const SHARED_CAVEATS: SharedCaveat[] = [
  {
    partial: 'docs/_partials/finality-rule.md',
    claims: [
      /at least one (?:ZK|TEE)\b[^.|]*\band at least one (?:TEE|ZK)\b/i,
      /(?:two SGX proofs|SP1 plus RISC Zero)[^.|]*\b(?:wait|do not)/i,
      /(?:one|single)[ -]family[^.|]*\b(?:waits?|final|finali[sz](?:ed|es))\b[^.|]*cooldown/i,
      /smallest setup[^.|]*SGX prover[^.|]*ZK prover/i,
    ],
  },
  {
    partial: 'docs/_partials/exit-window.md',
    claims: [
      /exit window[^.|]*\b(?:lasts|is) as long as\b[^.|]*timelock delay/i,
      /\b(?:fixes|sets) no length\b|\bno fixed length\b/i,
      /never stores the delay/i,
    ],
  },
  {
    partial: 'docs/_partials/remote-mode.md',
    claims: [/\blocal mode\b[^.|]*\blocalhost addresses\b/i, /\bremote mode only changes the address\b/i],
  },
  {
    partial: 'docs/_partials/devnet-keys.md',
    claims: [/\bcommitted to a public repository\b/i, /\bprefunded (?:test )?private keys\b/i, /\banyone can spend\b/i],
  },
  {
    partial: 'docs/_partials/p2p-port.md',
    claims: [/\blistens for peers on L2_NETWORK_DISCOVERY_PORT plus 100\b/i, /\bwhile the compose file publishes only 30313\b/i],
  },
  {
    partial: 'docs/_partials/stack-options.md',
    claims: [/\bdespite its label, option 4\b/i, /\bthat is why option 2\b/i],
  },
  {
    partial: 'docs/_partials/port-clash.md',
    claims: [
      /\b8080\b[^.|]*\b(?:Spamoor|spammer)\b|\b(?:Spamoor|spammer)\b[^.|]*\b8080\b/i,
      /\b(?:PCCS|Bento)\b[^.|]*\b(?:PCCS|Bento)\b[^.|]*\b8081\b|\b8081\b[^.|]*\b(?:PCCS|Bento)\b[^.|]*\b(?:PCCS|Bento)\b/i,
    ],
  },
];

export type CaveatCopy = {file: string; line: number; partial: string; text: string};

/** A doc's lines as prose for the claims: fenced code and front matter blanked, links reduced to their text, emphasis and code-span marks removed. */
export function caveatProse(source: string): string[] {
  const inCode = codeLineFlags(source);
  const lines = source.split('\n');
  const frontMatterEnd = lines[0] === '---' ? lines.indexOf('---', 1) : -1;
  return lines.map((text, index) =>
    inCode[index] || index <= frontMatterEnd || /^import\s/.test(text) ? '' : text.replace(/\[([^\]]*)\]\([^)\s]*\)/g, '$1').replace(/[*`]/g, ''),
  );
}

/** Every line of `source` that states one of the caveats' claims. */
export function findCaveatCopies(file: string, source: string, caveats: SharedCaveat[] = SHARED_CAVEATS): CaveatCopy[] {
  const copies: CaveatCopy[] = [];
  caveatProse(source).forEach((text, index) => {
    for (const caveat of caveats) {
      const claim = caveat.claims.find((pattern) => pattern.test(text));
      if (claim && caveat.partial !== file) copies.push({file, line: index + 1, partial: caveat.partial, text: text.match(claim)![0]});
    }
  });
  return copies;
}

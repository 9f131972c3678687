/**
 * Pages speak to the operator about Surge, never about their own sources or
 * about earlier versions of the docs. Only the corrections page keeps that
 * history; the unit test beside this file reads every other doc and expects
 * none of these phrases in its prose (code blocks and URLs are not prose).
 */
import {proseLines} from './preferredTerms';

/** The one page that may talk about earlier docs and what changed. */
export const CORRECTIONS_PAGE = 'docs/corrections.md';

export type SourcesTalkPattern = {pattern: RegExp; say: string};

export const SOURCES_TALK: SourcesTalkPattern[] = [
  {pattern: /\[corrected\]/i, say: 'drop the tag; state what holds now'},
  {pattern: /\bearlier (?:public )?(?:Surge )?docs\b/i, say: 'describe the current release only; the corrections page keeps the history'},
  {
    pattern: /\b(?:in|from|by) the sources\b|\bthe sources (?:for|of|these|give|do|name|say)\b/i,
    say: 'say what the project publishes ("The project does not publish …")',
  },
  {pattern: /\bsources (?:for|of) this release\b|\bsources these docs\b/i, say: 'say what the project publishes'},
  {pattern: /\bfacts behind\b|\bfact sheet\b/i, say: 'say what the project publishes'},
  {pattern: /\bnot (?:stated|documented) in any published source\b/i, say: 'say what the project publishes'},
];

export type SourcesTalk = {file: string; line: number; column: number; found: string; say: string};

/** Every phrase of `source` that talks about the docs' sources or earlier docs, in line order. */
export function findSourcesTalk(file: string, source: string, patterns: SourcesTalkPattern[] = SOURCES_TALK): SourcesTalk[] {
  const found: SourcesTalk[] = [];
  // One report per line: the first pattern that matches names the fix.
  proseLines(source).forEach((text, index) => {
    for (const {pattern, say} of patterns) {
      const match = pattern.exec(text);
      if (match) {
        found.push({file, line: index + 1, column: match.index + 1, found: match[0], say});
        break;
      }
    }
  });
  return found;
}

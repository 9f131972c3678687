/** Every code block in docs/ is highlighted: its language is one prism-core knows once the site's languages are loaded. */
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {codeFences, readDocSources} from '../lib/content/scanDocs';
import {NON_PRISM_FENCES, PRISM_ADDITIONAL_LANGUAGES} from './prismLanguages';

const require = createRequire(import.meta.url);

/** Prism as the site builds it: the bare core, then each listed component in order (they register on the global). */
function loadSitePrism(): {languages: Record<string, unknown>} {
  const prism = require('prismjs/components/prism-core') as {languages: Record<string, unknown>; manual?: boolean};
  for (const language of PRISM_ADDITIONAL_LANGUAGES) require(`prismjs/components/prism-${language}`);
  return prism;
}
const Prism = loadSitePrism();

const FENCES = readDocSources(path.resolve(__dirname, '..'), 'docs').flatMap(({file, source}) => codeFences(source).map((fence) => ({file, ...fence})));

const LANGUAGES = [...new Set(FENCES.map((fence) => fence.language).filter(Boolean))].sort();

describe('code highlighting', () => {
  test('every code block names its language (text for plain output)', () => {
    expect(FENCES.filter((fence) => fence.language === '').map((fence) => `${fence.file}:${fence.line}`)).toEqual([]);
  });

  test.each(LANGUAGES.filter((language) => !(language in NON_PRISM_FENCES)))('%s is known to Prism once PRISM_ADDITIONAL_LANGUAGES are loaded', (language) => {
    expect(language in Prism.languages, `add "${language}" to config/prismLanguages.ts`).toBe(true);
  });

  test.each(PRISM_ADDITIONAL_LANGUAGES)('%s is a prismjs component the build can load', (language) => {
    expect(() => require.resolve(`prismjs/components/prism-${language}`)).not.toThrow();
  });
});

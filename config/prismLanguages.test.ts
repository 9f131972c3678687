/** Every code block in docs/ is highlighted: its language is built into prism-react-renderer or loaded by the site. */
import {createRequire} from 'node:module';
import path from 'node:path';
import {Prism} from 'prism-react-renderer';
import {describe, expect, test} from 'vitest';
import {codeFences, readDocSources} from '../scripts/lib/scanDocs';
import {NON_PRISM_FENCES, PRISM_ADDITIONAL_LANGUAGES} from './prismLanguages';

const require = createRequire(import.meta.url);

const FENCES = readDocSources(path.resolve(__dirname, '..'), 'docs').flatMap(({file, source}) =>
  codeFences(source).map((fence) => ({file, ...fence})),
);

const LANGUAGES = [...new Set(FENCES.map((fence) => fence.language).filter(Boolean))].sort();

describe('code highlighting', () => {
  test('every code block names its language (text for plain output)', () => {
    expect(FENCES.filter((fence) => fence.language === '').map((fence) => `${fence.file}:${fence.line}`)).toEqual([]);
  });

  test.each(LANGUAGES.filter((language) => !(language in NON_PRISM_FENCES)))(
    '%s is built into prism-react-renderer or listed in PRISM_ADDITIONAL_LANGUAGES',
    (language) => {
      const builtIn = language in Prism.languages;
      expect(builtIn || PRISM_ADDITIONAL_LANGUAGES.includes(language), `add "${language}" to config/prismLanguages.ts`).toBe(true);
    },
  );

  test.each(PRISM_ADDITIONAL_LANGUAGES)('%s is a prismjs component the build can load', (language) => {
    expect(() => require.resolve(`prismjs/components/prism-${language}`)).not.toThrow();
  });
});

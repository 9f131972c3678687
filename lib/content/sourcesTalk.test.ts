import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {findSourcesTalkFindings, formatFinding} from './docFindings';
import {readDocSources} from './scanDocs';
import {CORRECTIONS_PAGE, findSourcesTalk} from './sourcesTalk';

const DOCS = readDocSources(path.resolve(__dirname, '../..'), 'docs');

describe('sources talk', () => {
  test.each([
    ['Use that image ([corrected](./corrections.md#x)).', '[corrected]'],
    ['Earlier Surge docs gave a testnet figure.', 'Earlier Surge docs'],
    ['This is not published in the sources for this release.', 'in the sources'],
    ['The facts behind this guide give no GPU model.', 'facts behind'],
    ['Its delay is not stated in any published source.', 'not stated in any published source'],
  ])('finds %s', (source, found) => {
    expect(findSourcesTalk('docs/a.md', source).map((talk) => talk.found)).toEqual([found]);
  });

  test.each([
    'The project does not publish a GPU model.',
    'The Surge source code is on GitHub.',
    'Verify the source on the explorer.',
    '```bash\n# not published in the sources\n```',
  ])('leaves alone: %s', (source) => {
    expect(findSourcesTalk('docs/a.md', source)).toEqual([]);
  });

  test('the corrections page exists', () => {
    expect(DOCS.map(({file}) => file)).toContain(CORRECTIONS_PAGE);
  });

  test.each(DOCS.filter(({file}) => file !== CORRECTIONS_PAGE).map(({file, source}) => [file, source] as const))(
    '%s speaks about Surge, not about its sources or earlier docs',
    (file, source) => {
      // The same function as npm run check:docs, which prints these findings the same way.
      expect(findSourcesTalkFindings(file, source).map(formatFinding)).toEqual([]);
    },
  );
});

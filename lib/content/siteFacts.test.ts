import {describe, expect, test} from 'vitest';
import {findUnknownTokens, replaceSiteFactTokens, substituteSiteFacts, withSiteFactsInFrontMatter} from './siteFacts';

const FACTS = new Map([
  ['version.simpleSurgeNode', 'v25.1.2'],
  ['hoodi.l2.chainId', '763375'],
]);

describe('site-fact tokens', () => {
  test.each([
    ['prose', 'Use release {{version.simpleSurgeNode}}.', 'Use release v25.1.2.'],
    ['inline code', 'Run `git checkout {{version.simpleSurgeNode}}`', 'Run `git checkout v25.1.2`'],
    ['a fenced code block', '```bash\ngit checkout {{version.simpleSurgeNode}}\n```', '```bash\ngit checkout v25.1.2\n```'],
    ['a link URL', '[notes](https://github.com/x/releases/tag/{{version.simpleSurgeNode}})', '[notes](https://github.com/x/releases/tag/v25.1.2)'],
    ['several tokens on a line', '{{hoodi.l2.chainId}} on {{version.simpleSurgeNode}}', '763375 on v25.1.2'],
  ])('replaces a token in %s', (_where, source, expected) => {
    expect(replaceSiteFactTokens(source, FACTS)).toEqual({text: expected, unknownTokens: []});
  });

  test.each([
    ['Go templates', "docker ps --format '{{.Names}}'"],
    ['Safe URL templates without a namespace', 'http://localhost:3001/address/{{address}}'],
    ['tokens with spaces', '{{ version.simpleSurgeNode }}'],
    ['JSX object props', 'style={{color: "red"}}'],
  ])('leaves %s alone', (_what, source) => {
    expect(replaceSiteFactTokens(source, FACTS)).toEqual({text: source, unknownTokens: []});
  });

  test('reports every unknown token', () => {
    expect(replaceSiteFactTokens('{{version.nope}} and {{hoodi.l3.chainId}}', FACTS).unknownTokens).toEqual(['{{version.nope}}', '{{hoodi.l3.chainId}}']);
  });

  test('fails with the file, the line and column, and the closest known keys when a token is unknown', () => {
    expect(() => substituteSiteFacts('---\ntitle: X\n---\n\nUse {{version.simpleSurgeNod}}.', 'docs/intro.md', FACTS)).toThrow(
      /^docs\/intro\.md:5:5: unknown site fact \{\{version\.simpleSurgeNod\}\}\. did you mean \{\{version\.simpleSurgeNode\}\}, \{\{hoodi\.l2\.chainId\}\}\?/,
    );
  });

  test('finds each unknown token with its line and column', () => {
    expect(findUnknownTokens('a\nb {{nope.nothing}} {{hoodi.l2.chainId}} {{hoodi.l2.chainID}}', FACTS)).toEqual([
      {token: '{{nope.nothing}}', name: 'nope.nothing', line: 2, column: 3, closest: expect.any(Array) as string[]},
      {token: '{{hoodi.l2.chainID}}', name: 'hoodi.l2.chainID', line: 2, column: 41, closest: ['hoodi.l2.chainId', 'version.simpleSurgeNode']},
    ]);
  });

  test('in the front-matter hook, fails only on a token of the front matter', () => {
    expect(withSiteFactsInFrontMatter('---\ntitle: X\n---\n\n{{nope.nothing}}', 'docs/a.md')).toBe('---\ntitle: X\n---\n\n{{nope.nothing}}');
    expect(() => withSiteFactsInFrontMatter('---\ntitle: {{nope.nothing}}\n---\n', 'docs/a.md')).toThrow(/^docs\/a\.md:2:8: unknown site fact/);
  });
});

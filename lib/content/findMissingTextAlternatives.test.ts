import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {findMissingTextAlternatives} from './findMissingTextAlternatives';
import {readDocSources} from './scanDocs';

describe('findMissingTextAlternatives', () => {
  test.each([
    ['![](/img/a.png)', [{line: 1, what: 'image /img/a.png has empty alt text'}]],
    ['![ ](/img/a.png "title")', [{line: 1, what: 'image /img/a.png has empty alt text'}]],
    ['![Chart of throughput](/img/a.png)', []],
    ['<img src="/a.png" />', [{line: 1, what: '<img> without alt text'}]],
    ['<img src="/a.png" alt="" />', [{line: 1, what: '<img> without alt text'}]],
    ['<img src="/a.png" alt="Logo" />', []],
    ['```md\n![](/only/an/example.png)\n```', []],
    ['Write `![](x.png)` for an image.', []],
  ])('%s', (source, expected) => {
    expect(findMissingTextAlternatives(source)).toEqual(expected);
  });

  test('asks Mermaid diagrams for an accessible title and description', () => {
    const diagram = (lines: string[]) => ['Text.', '', '```mermaid', 'flowchart LR', ...lines, '  A --> B', '```'].join('\n');
    expect(findMissingTextAlternatives(diagram([]))).toEqual([{line: 3, what: 'Mermaid diagram without accTitle and accDescr'}]);
    expect(findMissingTextAlternatives(diagram(['  accTitle: Flow']))).toEqual([{line: 3, what: 'Mermaid diagram without accDescr'}]);
    expect(findMissingTextAlternatives(diagram(['  accTitle: Flow', '  accDescr: A leads to B.']))).toEqual([]);
    expect(findMissingTextAlternatives(diagram(['  accTitle: Flow', '  accDescr {', '    A leads to B.', '  }']))).toEqual([]);
  });
});

describe('text alternatives in the docs', () => {
  test.each(readDocSources(path.resolve(__dirname, '../..'), 'docs').map(({file, source}) => [file, source] as const))(
    '%s gives every image and diagram a text alternative',
    (file, source) => {
      expect(findMissingTextAlternatives(source).map(({line, what}) => `${file}:${line} ${what}`)).toEqual([]);
    },
  );
});

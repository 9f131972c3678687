import {describe, expect, test} from 'vitest';
import {checkDiagramFiles, diagramAltText, diagramFileName, diagramKey, diagramTextAlternative, svgSize} from './diagrams';

const SOURCE = `flowchart LR
  accTitle: Proof flow
  accDescr: The relayer asks Raiko for a proof and submits it.
  A --> B`;

describe('diagramKey', () => {
  test('is stable, and ignores the whitespace around the source', () => {
    expect(diagramKey(SOURCE)).toMatch(/^[0-9a-f]{16}$/);
    expect(diagramKey(`\n${SOURCE}\n  `)).toBe(diagramKey(SOURCE));
  });

  test('changes with any edit inside the diagram', () => {
    expect(diagramKey(SOURCE.replace('A --> B', 'A --> C'))).not.toBe(diagramKey(SOURCE));
  });

  test('names one file per colour mode', () => {
    expect(diagramFileName('abc', 'light')).toBe('abc-light.svg');
    expect(diagramFileName('abc', 'dark')).toBe('abc-dark.svg');
  });
});

describe('diagramTextAlternative and diagramAltText', () => {
  test('read accTitle and a one-line accDescr into "Title. Description"', () => {
    const alternative = diagramTextAlternative(SOURCE);
    expect(alternative).toEqual({title: 'Proof flow', description: 'The relayer asks Raiko for a proof and submits it.'});
    expect(diagramAltText(alternative)).toBe('Proof flow. The relayer asks Raiko for a proof and submits it.');
  });

  test('read a multi-line accDescr block as one sentence run', () => {
    const source = 'sequenceDiagram\n  accTitle: Setup!\n  accDescr {\n    First line.\n    Second line.\n  }\n  A->>B: hi';
    expect(diagramAltText(diagramTextAlternative(source))).toBe('Setup! First line. Second line.');
  });

  test('fall back to whichever of the two there is', () => {
    expect(diagramAltText({title: 'Only a title', description: ''})).toBe('Only a title');
    expect(diagramAltText({title: '', description: 'Only a description.'})).toBe('Only a description.');
  });
});

describe('svgSize', () => {
  test('reads the viewBox, rounding up to whole pixels', () => {
    expect(svgSize('<svg id="d" width="100%" viewBox="0 -5.75 1380.578125 98" role="img"><g/></svg>')).toEqual({width: 1381, height: 98});
  });

  test('refuses a drawing the page could not size', () => {
    expect(() => svgSize('<svg width="10"></svg>')).toThrow(/no usable viewBox/);
    expect(() => svgSize('<svg viewBox="0 0 0 10"></svg>')).toThrow(/no usable viewBox/);
    expect(() => svgSize('<svg viewBox="0 0 a 10"></svg>')).toThrow(/no usable viewBox/);
  });
});

describe('checkDiagramFiles', () => {
  test('lists the drawings that are missing and those no diagram uses', () => {
    expect(checkDiagramFiles(['aaa', 'bbb'], ['aaa-light.svg', 'aaa-dark.svg', 'bbb-light.svg', 'old-light.svg', 'old-dark.svg', '.gitkeep'])).toEqual({
      missing: ['bbb-dark.svg'],
      unused: ['old-dark.svg', 'old-light.svg'],
    });
  });

  test('is clean when every diagram has both drawings and nothing else is there', () => {
    expect(checkDiagramFiles(['aaa'], ['aaa-dark.svg', 'aaa-light.svg'])).toEqual({missing: [], unused: []});
  });
});

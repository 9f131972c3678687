import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {importsOf} from './findUndeclaredImports';
import {boundaryViolations, layerOf, type BoundaryException} from './importBoundaries';
import {projectSourceFiles} from './projectSourceFiles';

const SITE_DIR = path.resolve(__dirname, '../..');

/** Imports the layering allows by name, each with its reason. */
const EXCEPTIONS: BoundaryException[] = [
  {file: 'src/feedback/project.ts', imported: 'package.json', reason: "the site's version, which issue links name: data, not an entry point"},
];
const CODE_IN_DOCS_EXCEPTIONS: string[] = [];

const violationsOf = (file: string, source: string) => boundaryViolations(importsOf(file, source)).map((found) => found.reason);

describe('import boundaries', () => {
  test('place each folder in its layer', () => {
    expect(layerOf('lib/content/parseDocSource.ts')).toBe('library');
    expect(layerOf('src/search/tokenize.ts')).toBe('library');
    expect(layerOf('config/readSiteEnvironment.ts')).toBe('library');
    expect(layerOf('plugins/llms-txt/index.ts')).toBe('glue');
    expect(layerOf('src/components/RevertDecoder/index.tsx')).toBe('render');
    expect(layerOf('src/theme/SearchBar/index.tsx')).toBe('render');
    expect(layerOf('scripts/generate-diagrams.ts')).toBe('entry');
    expect(layerOf('docusaurus.config.ts')).toBe('entry');
    expect(layerOf('src/search/tokenize.test.ts')).toBe('entry');
  });

  test('let imports run down or across a layer', () => {
    expect(violationsOf('plugins/search-records/index.ts', "import {x} from '../../lib/content/parseDocSource';")).toEqual([]);
    expect(violationsOf('src/components/A/index.tsx', "import {y} from '@site/src/errors/decodeRevertData';")).toEqual([]);
    expect(violationsOf('src/theme/B/index.tsx', "import A from '@site/src/components/A';")).toEqual([]);
    expect(violationsOf('scripts/x.ts', "import {z} from '../tests/sites';\nimport md from '../docs/_partials/a.md';")).toEqual([]);
    expect(violationsOf('lib/content/x.test.ts', "import {f} from '../../tests/fixtures/f';")).toEqual([]);
  });

  test('stop imports that run up, between plugins and components, or into code under docs/', () => {
    expect(violationsOf('lib/content/x.ts', "import {a} from '../../plugins/site-facts';")).toEqual([
      'a library module imports up, from glue (plugins/site-facts)',
    ]);
    expect(violationsOf('src/logs/x.ts', "import {a} from '@site/src/components/RevertDecoder/decodeRevertData';")).toEqual([
      'a library module imports up, from render (src/components/RevertDecoder/decodeRevertData)',
    ]);
    expect(violationsOf('plugins/p/index.ts', "import {a} from '../../src/components/C/rows';")[0]).toMatch(/plugins and components do not import each other/);
    expect(violationsOf('src/components/C/index.tsx', "import {a} from '@site/plugins/p/url';")[0]).toMatch(/plugins and components do not import each other/);
    expect(violationsOf('src/logs/x.ts', "import {P} from '@site/docs/troubleshooting/_patterns';")).toEqual([
      'imports code from docs/, which holds pages only',
    ]);
    expect(violationsOf('docusaurus.config.ts', "import {T} from './tests/fixtures/plugins';")).toEqual([]);
  });

  test('hold in this project, and the site config imports nothing from tests/', () => {
    const files = projectSourceFiles(SITE_DIR);
    const uses = files.flatMap((file) => importsOf(file, readFileSync(path.join(SITE_DIR, file), 'utf8')));
    expect(boundaryViolations(uses, EXCEPTIONS)).toEqual([]);
    const configImports = uses.filter((use) => use.file === 'docusaurus.config.ts').map((use) => use.specifier);
    expect(configImports.filter((specifier) => specifier.startsWith('./tests/'))).toEqual([]);
    expect(files.filter((file) => file.startsWith('docs/'))).toEqual(CODE_IN_DOCS_EXCEPTIONS);
  });
});

/**
 * The search index a production build ships (its two chunks under assets/js and its text
 * chunks), as the browser loads it: unlike searchSourceFromRecords, it holds what only the
 * index has (the words of code blocks and table headers, the secondary pages).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {SearchIndex, SearchSource, TextChunk} from '../../src/search/searchIndex';

/** The JSON module one webpack chunk holds (`module.exports = JSON.parse('…')`), run with a stand-in chunk list. */
function chunkModule(file: string): unknown {
  const pushed: [unknown, Record<string, (module: {exports: unknown}) => void>][] = [];
  const scope = {webpackChunksurge_docs: {push: (entry: (typeof pushed)[number]) => pushed.push(entry)}};
  new Function('globalThis', readFileSync(file, 'utf8'))(scope);
  const factories = Object.values(pushed[0]?.[1] ?? {});
  if (factories.length !== 1) throw new Error(`${file} is not a chunk of one JSON module.`);
  const module = {exports: undefined as unknown};
  factories[0]!(module);
  return module.exports;
}

export function builtSearchSource(buildDir: string): SearchSource {
  const js = path.join(buildDir, 'assets', 'js');
  const find = (name: string) => {
    const file = readdirSync(js).find((candidate) => candidate.startsWith(`${name}.`) && candidate.endsWith('.js'));
    if (!file) throw new Error(`No ${name} chunk in ${js}: build the site first (npm run build).`);
    return path.join(js, file);
  };
  const index = {...(chunkModule(find('search-headings')) as object), ...(chunkModule(find('search-index')) as object)} as SearchIndex;
  const textRoot = path.join(buildDir, 'assets', 'search-text');
  const [hash, ...others] = readdirSync(textRoot);
  if (!hash || others.length > 0) throw new Error(`Expected one text folder in ${textRoot}, found ${others.length + (hash ? 1 : 0)}.`);
  return {index, loadText: async (chunk) => JSON.parse(readFileSync(path.join(textRoot, hash, `${chunk}.json`), 'utf8')) as TextChunk};
}

/**
 * Reads the presets out of the facts file env-v25.1.2.md: one `## .env.<network>`
 * heading per preset, followed by a ```dotenv block with every line of that file.
 * Values are read with dotenv, the parser the checker uses in the browser.
 */
import {parse} from 'dotenv';
import {NETWORKS, type EnvPreset, type Network, type PresetLine} from '../../src/data/envPresetTypes';

/** How the facts mark a private key they leave out. */
export const REDACTED = '<redacted>';

export type EnvFacts = {release: string; presets: EnvPreset[]};

const KEY_LINE = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/;

function readBlock(markdown: string, network: Network): {block: string; startLine: number} {
  const heading = `## .env.${network}`;
  const lines = markdown.split('\n');
  const headingIndex = lines.findIndex((line) => line.trim() === heading);
  if (headingIndex === -1) throw new Error(`The facts have no "${heading}" section.`);
  const open = lines.findIndex((line, i) => i > headingIndex && line.startsWith('```'));
  if (open === -1 || lines[open]!.trim() !== '```dotenv') {
    throw new Error(`"${heading}" must be followed by a \`\`\`dotenv block.`);
  }
  const close = lines.findIndex((line, i) => i > open && line.startsWith('```'));
  if (close === -1) throw new Error(`The \`\`\`dotenv block under "${heading}" is not closed.`);
  return {block: lines.slice(open + 1, close).join('\n'), startLine: open + 2};
}

function readLines(block: string, startLine: number, network: Network): PresetLine[] {
  return block
    .split('\n')
    .map((text, i) => ({text, lineNumber: startLine + i}))
    .filter(({text}) => text.trim() !== '')
    .map(({text, lineNumber}) => {
      const match = KEY_LINE.exec(text);
      if (!match) throw new Error(`.env.${network} (facts line ${lineNumber}): expected KEY=value, found "${text}"`);
      const [, key, raw] = match as unknown as [string, string, string];
      if (raw === REDACTED) return {key, raw: '', value: '', redacted: true};
      const value = parse(text)[key];
      if (value === undefined) throw new Error(`.env.${network} (facts line ${lineNumber}): dotenv could not read "${text}"`);
      return {key, raw, value};
    });
}

export function parseEnvFacts(markdown: string): EnvFacts {
  const release = /simple-surge-node (v\d+\.\d+\.\d+)/.exec(markdown)?.[1];
  if (!release) throw new Error('The facts do not name the simple-surge-node release (e.g. "simple-surge-node v25.1.2").');
  const presets = NETWORKS.map((network): EnvPreset => {
    const {block, startLine} = readBlock(markdown, network);
    const lines = readLines(block, startLine, network);
    if (lines.length === 0) throw new Error(`The .env.${network} block of the facts is empty.`);
    return {network, file: `.env.${network}`, lines, keyCount: new Set(lines.map((line) => line.key)).size};
  });
  return {release, presets};
}

/** Every key of any preset, in the order of the first preset that has it. */
export function collectKeys(presets: readonly EnvPreset[]): string[] {
  const keys = new Set<string>();
  for (const preset of presets) for (const line of preset.lines) keys.add(line.key);
  return [...keys];
}

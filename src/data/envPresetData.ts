/** The generated `.env` preset data, typed, with lookups by network and key. */
import type {EnvPreset, EnvPresetData, Network, PresetLine} from './envPresetTypes';
import rawData from './envPresets.json';

export const ENV_PRESET_DATA = rawData as EnvPresetData;

export function presetFor(network: Network): EnvPreset {
  const preset = ENV_PRESET_DATA.presets.find((candidate) => candidate.network === network);
  if (!preset) throw new Error(`No preset for network "${network}"`);
  return preset;
}

/** The line that takes effect for each key: the last one, as dotenv reads a repeated key. */
export function effectiveLines(preset: EnvPreset): Map<string, PresetLine> {
  return new Map(preset.lines.map((line) => [line.key, line]));
}

/** A preset as the text of its file. Redacted private keys become empty values. */
export function presetText(preset: EnvPreset): string {
  return `${preset.lines.map((line) => `${line.key}=${line.raw}`).join('\n')}\n`;
}

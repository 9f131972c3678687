/** Derives the small per-preset summary (envPresetSummary.json) from the full presets. */
import {BUILDER_START_KEYS, type EnvPreset, type EnvPresetData, type EnvPresetSummaryData, type PresetSummary} from './envPresetTypes';

function summarize(preset: EnvPreset): PresetSummary {
  // The last line of a repeated key is the one that takes effect.
  const values = new Map(preset.lines.map((line) => [line.key, line.value]));
  return {
    file: preset.file,
    secretKeys: [...new Set(preset.lines.filter((line) => line.key.endsWith('PRIVATE_KEY')).map((line) => line.key))],
    hasBootNodes: preset.lines.some((line) => line.key === 'BOOT_NODES' && line.value !== ''),
    start: Object.fromEntries(BUILDER_START_KEYS.map((key) => [key, values.get(key) ?? ''])) as PresetSummary['start'],
  };
}

export function summarizePresets(data: EnvPresetData, comment: string): EnvPresetSummaryData {
  return {
    $comment: comment,
    release: data.release,
    presets: Object.fromEntries(data.presets.map((preset) => [preset.network, summarize(preset)])) as EnvPresetSummaryData['presets'],
  };
}

/** The generated per-preset summary, typed: what the `.env` tools render before the full presets load. */
import type {EnvPresetSummaryData, Network, PresetSummary} from './envPresetTypes';
import rawSummary from './envPresetSummary.json';

export const PRESET_SUMMARY = rawSummary as EnvPresetSummaryData;

export function summaryFor(network: Network): PresetSummary {
  return PRESET_SUMMARY.presets[network];
}

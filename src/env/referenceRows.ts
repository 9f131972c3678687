/**
 * The cells of the `.env` reference tables, as inline Markdown, from the
 * generated presets and the key descriptions: a value column per preset shown,
 * "same" where Hoodi matches the devnet, "—" where a preset lacks the key.
 * The search-records plugin imports it at config time, where no @site alias exists.
 */
import {ENV_SECTIONS, type EnvRow, type EnvSectionId} from '../data/envKeys';
import {effectiveLines, presetFor} from '../data/envPresetData';
import type {Network} from '../data/envPresetTypes';

export type ReferenceRow = {keys: string[]; devnet: string; hoodi: string; description: string; layer?: string};

const lines = {devnet: effectiveLines(presetFor('devnet')), hoodi: effectiveLines(presetFor('hoodi'))};

function valueCell(row: EnvRow, network: Network & keyof typeof lines): string {
  const override = row.display?.[network];
  if (override) return override;
  const raws = row.keys.map((key) => lines[network].get(key)?.raw);
  if (raws.every((raw) => raw === undefined)) return '—';
  if (raws.every((raw) => raw === '')) return 'empty';
  const shown = raws.map((raw) => (raw ? `\`${raw}\`` : 'empty'));
  // Several keys with one value (e.g. the four DEPLOY_* switches) show it once.
  return row.keys.length > 2 && new Set(raws).size === 1 ? shown[0]! : shown.join(', ');
}

export function referenceRows(section: EnvSectionId): ReferenceRow[] {
  const found = ENV_SECTIONS.find((candidate) => candidate.id === section);
  if (!found) throw new Error(`No .env reference section "${section}"`);
  return found.rows.map((row) => {
    const devnet = valueCell(row, 'devnet');
    const hoodiRaws = row.keys.map((key) => lines.hoodi.get(key)?.raw);
    const devnetRaws = row.keys.map((key) => lines.devnet.get(key)?.raw);
    const same = !row.display?.hoodi && hoodiRaws.every((raw, i) => raw !== undefined && raw === devnetRaws[i]);
    return {
      keys: row.keys,
      devnet,
      hoodi: same ? 'same' : valueCell(row, 'hoodi'),
      description: row.description,
      ...(row.layer ? {layer: row.layer} : {}),
    };
  });
}

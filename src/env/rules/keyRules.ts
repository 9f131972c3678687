/** Rules about the keys themselves: set twice, unknown, of another preset, missing. */
import {ENV_KEY_INFO} from '@site/src/data/envKeys';
import {ENV_PRESET_DATA} from '@site/src/data/envPresetData';
import type {Finding} from '../checks';
import {issueLink} from '../issueLinks';
import type {EnvEntry} from '../parseEnvText';
import {keyLink, make, REQUIREMENT_REASONS, requirementOf, shown, type Paste} from './paste';
import type {EnvRule} from './rule';

/** Keys on more than one line (dotenv keeps the last value), with how many, where, and the value that counts. */
function repeatedKeys(paste: Paste) {
  return [...paste.byKey]
    .filter(([, entries]) => entries.length > 1)
    .map(([key, entries]) => ({key, entries, lines: entries.map((entry) => entry.line).join(', '), last: shown(key, entries.at(-1)!.value)}));
}

const sameValue = (entries: EnvEntry[]) => entries.every((entry) => entry.value === entries[0]!.value);

/**
 * The known keys the paste leaves out while it sets a misspelling of them: the misspelling's
 * finding says the key is missing, so the key gets no finding of its own.
 */
export function missingButSuggested(paste: Paste): Set<string> {
  const suggested = [...paste.suggestions.values()].filter((key): key is string => key !== null);
  return new Set(suggested.filter((key) => !paste.byKey.has(key) && paste.presetKeys.has(key)));
}

export const txMinTipCapTwice: EnvRule = {
  id: 'pitfall-tx-min-tip-cap',
  checks: 'TX_MIN_TIP_CAP on several lines, as the release’s own presets have it',
  find: (paste) =>
    repeatedKeys(paste)
      .filter(({key}) => key === 'TX_MIN_TIP_CAP')
      .map(({key, entries, lines, last}) =>
        make(
          'pitfall-tx-min-tip-cap',
          `TX_MIN_TIP_CAP is set ${entries.length} times (lines ${lines}), as in the release's own presets. Only the last line counts (${last}), for the taiko-client and the relayers alike; keep one line.`,
          {key, line: entries[0]!.line, links: [keyLink(key), issueLink('tx-min-tip-cap-defined-twice')]},
        ),
      ),
};

// Harmless as it stands (the release's .env.devnet sets BROADCAST twice, empty both times), but an edit to one line would not count.
export const duplicateSameValue: EnvRule = {
  id: 'key-duplicate-same',
  checks: 'A key on several lines, each time with the same value',
  find: (paste) =>
    repeatedKeys(paste)
      .filter(({key, entries}) => key !== 'TX_MIN_TIP_CAP' && sameValue(entries))
      .map(({key, entries, lines, last}) =>
        make(
          'key-duplicate-same',
          `${key} is set ${entries.length} times (lines ${lines}), each time to ${last}. Only the last line counts, so keep that one and delete the others before you change the value.`,
          {key, line: entries[0]!.line},
        ),
      ),
};

export const duplicateKey: EnvRule = {
  id: 'key-duplicate',
  checks: 'A key on several lines with different values',
  find: (paste) =>
    repeatedKeys(paste)
      .filter(({key, entries}) => key !== 'TX_MIN_TIP_CAP' && !sameValue(entries))
      .map(({key, entries, lines, last}) =>
        make('key-duplicate', `${key} is set ${entries.length} times (lines ${lines}). Only the last one counts (${last}); delete the others.`, {
          key,
          line: entries[0]!.line,
        }),
      ),
};

function unknownKeyFinding(paste: Paste, key: string, suggestion: string | null): Finding {
  const line = paste.byKey.get(key)![0]!.line;
  if (!suggestion) {
    return make('key-unknown', `${key} is not a key of the simple-surge-node ${ENV_PRESET_DATA.release} presets, so nothing reads it.`, {key, line, links: []});
  }
  const missing = !paste.byKey.has(suggestion) && paste.presetKeys.has(suggestion);
  const requirement = missing ? requirementOf(ENV_KEY_INFO.get(suggestion)!, paste) : null;
  const tail = missing ? ` ${suggestion} itself is missing${requirement ? `, and it is required because ${REQUIREMENT_REASONS[requirement]}` : ''}.` : '';
  return make('key-unknown', `${key} is not a key simple-surge-node reads. Did you mean ${suggestion}?${tail}`, {
    key,
    line,
    links: [keyLink(suggestion)],
    ...(requirement ? {severity: 'error' as const} : {}),
  });
}

export const unknownKey: EnvRule = {
  id: 'key-unknown',
  checks: 'A key no preset of the release has, with the key that was probably meant',
  find: (paste) => [...paste.suggestions].map(([key, suggestion]) => unknownKeyFinding(paste, key, suggestion)),
};

export const keyOfAnotherPreset: EnvRule = {
  id: 'key-not-in-preset',
  checks: 'A key of another network’s preset',
  find: (paste) =>
    [...paste.byKey]
      .filter(([key]) => paste.knownKeys.has(key) && !paste.presetKeys.has(key))
      .map(([key, entries]) =>
        make('key-not-in-preset', `${key} is not part of ${paste.preset.file}; the ${paste.network} setup does not use it.`, {key, line: entries[0]!.line}),
      ),
};

export const missingKey: EnvRule = {
  id: 'key-missing',
  checks: 'A key of the preset the paste leaves out (an error when the setup requires it)',
  find: (paste) => {
    const explained = missingButSuggested(paste);
    // BLOCKSCOUT_FRONTEND_PORT has a pitfall of its own (pitfallRules.ts).
    const missing = [...paste.presetKeys].filter((key) => !paste.byKey.has(key) && !explained.has(key) && key !== 'BLOCKSCOUT_FRONTEND_PORT');
    return missing.map((key) => {
      const requirement = requirementOf(ENV_KEY_INFO.get(key)!, paste);
      const because = requirement ? `, and it is required because ${REQUIREMENT_REASONS[requirement]}` : '';
      return make('key-missing', `${key} is missing. ${paste.preset.file} sets it to ${shown(key, paste.presetValues.get(key)!.value)}${because}.`, {
        key,
        ...(requirement ? {severity: 'error' as const} : {}),
      });
    });
  },
};

export const KEY_RULES: EnvRule[] = [txMinTipCapTwice, duplicateSameValue, duplicateKey, unknownKey, keyOfAnotherPreset, missingKey];

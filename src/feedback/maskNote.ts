/**
 * A reader's note (or an agent's report) as it may go into an issue URL:
 * anything that looks like a key or secret hidden (src/env/maskSecrets.ts,
 * the .env checker's rules), then cut to a length GitHub takes.
 */
import {maskSecretsInText} from '../env/maskSecrets';
import type {MaskedText} from './docsIssue';

/** Longer notes are cut: GitHub refuses issue URLs of more than about 8 KB once encoded. */
export const MAX_NOTE_CHARS = 1500;

export function maskNote(text: string, max = MAX_NOTE_CHARS): MaskedText {
  const masked = maskSecretsInText(text.trim());
  return (masked.length > max ? `${masked.slice(0, max)}… (cut at ${max} characters)` : masked) as MaskedText;
}

/** Every string of a JSON value masked, keys too; a string or number under a secret-sounding key hidden whole. */
function maskStrings(value: unknown, key = ''): unknown {
  const secretKey = maskSecretsInText(`${key}=x`) !== `${key}=x`;
  if (secretKey && (typeof value === 'number' || (typeof value === 'string' && value !== ''))) return '••••••';
  if (typeof value === 'string') return maskSecretsInText(value);
  if (Array.isArray(value)) return value.map((item) => maskStrings(item));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [maskSecretsInText(name), maskStrings(item, name)]));
}

/**
 * The node doctor's report (minified JSON, src/doctor/reportForIssue.ts) as it may go into
 * an issue URL. The doctor scrubs secret values itself; this masks every string in the JSON
 * as a note is masked (a report an agent passes back may have been edited), keeping it JSON.
 * Text that is not JSON (a report cut to fit) is masked as a whole.
 */
export function maskReportJson(json: string): MaskedText {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return maskSecretsInText(json) as MaskedText;
  }
  return JSON.stringify(maskStrings(parsed)) as MaskedText;
}

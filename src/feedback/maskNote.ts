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

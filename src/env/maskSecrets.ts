/**
 * Keeps secrets off the screen: values of secret keys are masked, and any text
 * quoted back to the reader has long hex runs (keys, most likely) hidden.
 */
import {isSecretKey} from '@site/src/data/envKeys';

const LONG_HEX = /(0x)?[0-9a-fA-F]{32,}/g;

/** A value as the checker shows it: secrets become dots and a length. */
export function maskValue(key: string, value: string): string {
  if (value === '') return '';
  if (!isSecretKey(key)) return value;
  return `•••••• (hidden, ${value.length} characters)`;
}

/** Text quoted in a message: long hex runs hidden, at most `max` characters. */
export function describeText(text: string, max = 60): string {
  const hidden = text.replace(LONG_HEX, (match) => `${match.startsWith('0x') ? '0x' : ''}…(${match.replace(/^0x/, '').length} hex digits hidden)`);
  return hidden.length > max ? `${hidden.slice(0, max)}…` : hidden;
}

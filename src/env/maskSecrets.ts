/**
 * Keeps secrets off the screen: values of secret keys are masked, and any text
 * quoted back to the reader has long hex runs (keys, most likely) hidden.
 */
const LONG_HEX = /(0x)?[0-9a-fA-F]{32,}/g;

/** Keys whose values are secrets: masked on screen, never repeated in messages. */
export function isSecretKey(key: string): boolean {
  return /PRIVATE_KEY$|PASSWORD$/.test(key);
}

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

/** A `KEY=value` line as the builder shows it: secret values masked. */
export function maskEnvLine(line: string): string {
  const equals = line.indexOf('=');
  if (equals === -1) return line;
  const key = line.slice(0, equals);
  const value = line.slice(equals + 1);
  return isSecretKey(key) && value !== '' ? `${key}=•••••• (hidden)` : line;
}

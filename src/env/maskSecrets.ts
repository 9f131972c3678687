/**
 * Keeps secrets off the screen: values of secret keys are masked, and any text
 * quoted back to the reader has long hex runs (keys, most likely) hidden.
 */
const LONG_HEX_DIGITS = 32;
/** A private key is 32 bytes: 64 hex digits (an address, 40, is public). */
const KEY_HEX_DIGITS = 64;

/** Hex runs of at least `minDigits` digits (keys, most likely) replaced by their length. */
export function hideHexRuns(text: string, minDigits = LONG_HEX_DIGITS): string {
  return text.replace(
    new RegExp(`(0x)?[0-9a-fA-F]{${minDigits},}`, 'g'),
    (match) => `${match.startsWith('0x') ? '0x' : ''}…(${match.replace(/^0x/, '').length} hex digits hidden)`,
  );
}

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
  const hidden = hideHexRuns(text);
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

/** A PEM private key block, whole (a cut-off paste hides everything after its header). */
const PEM_PRIVATE_KEY = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(?:-----END [A-Z ]*PRIVATE KEY-----|$)/g;
/** `L1_PROVER_PRIVATE_KEY=…`, `"password": "…"`, `API_TOKEN: …`: the name stays, the value goes. */
const SECRET_ASSIGNMENT = /\b([\w.-]*(?:PRIVATE_?KEY|PRIV_?KEY|PASSWORD|PASSWD|SECRET|TOKEN|API_?KEY|MNEMONIC)[\w.-]*["']?\s*[=:]\s*["']?)([^\s"',]+)/gi;
/** `--l1.proverPrivKey 0x…`, `--password=…` on a command line. */
const SECRET_FLAG = /(--[\w.-]*(?:privkey|private-?key|password|secret|token)(?:=|\s+))(\S+)/gi;
/** Access tokens with a well-known prefix (GitHub, npm, OpenAI, Anthropic, Slack, AWS). */
const PREFIXED_TOKEN = /\b(?:gh[pousr]_[A-Za-z0-9]{20,}|github_pat_\w{20,}|npm_[A-Za-z0-9]{20,}|sk-[\w-]{20,}|xox[abpr]-[\w-]{10,}|AKIA[0-9A-Z]{16})\b/g;

/**
 * Free text a reader pasted (a note in a docs issue, say) with anything that
 * looks like a key or secret hidden: PEM private keys, values assigned to
 * secret-sounding names, secret flags, prefixed access tokens and hex runs as
 * long as a private key (addresses stay: they are public and help a report).
 * What is hidden says so, so the text still reads.
 */
export function maskSecretsInText(text: string): string {
  const named = text
    .replace(PEM_PRIVATE_KEY, '[private key hidden]')
    .replace(SECRET_ASSIGNMENT, '$1••••••')
    .replace(SECRET_FLAG, '$1••••••')
    .replace(PREFIXED_TOKEN, '[token hidden]');
  return hideHexRuns(named, KEY_HEX_DIGITS);
}

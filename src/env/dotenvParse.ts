/**
 * dotenv's `parse`, ported line for line from dotenv 18.0.10 (motdotla/dotenv,
 * Copyright (c) 2015, Scott Motte, BSD-2-Clause license): the same line regex
 * and unquoting rules, so the checker reads a `.env` exactly as dotenv does.
 * Why a port: dotenv's published bundle
 * requires `path`, `os` and `url` when it loads, which the browser build cannot
 * resolve without Node polyfills for the whole site. dotenvParse.test.ts
 * compares this port with the real package on the presets and hostile input.
 */

/** dotenv's LINE regex: `KEY=value` or `KEY: value`, optional `export`, quoted or bare value, trailing comment. */
const LINE = /(?:^|^)\s*(?:export\s+)?([\w.-]+)(?:\s*=\s*?|:\s+?)(\s*'(?:\\'|[^'])*'|\s*"(?:\\"|[^"])*"|\s*`(?:\\`|[^`])*`|[^#\r\n]+)?\s*(?:#.*)?(?:$|$)/gm;

export function parseDotenv(source: string): Record<string, string> {
  const result: Record<string, string> = {};
  const text = source.replace(/\r\n?/gm, '\n');
  LINE.lastIndex = 0;
  for (let match = LINE.exec(text); match !== null; match = LINE.exec(text)) {
    const key = match[1]!;
    let value = (match[2] ?? '').trim();
    const quote = value[0];
    value = value.replace(/^(['"`])([\s\S]*)\1$/gm, '$2');
    if (quote === '"') value = value.replace(/\\n/g, '\n').replace(/\\r/g, '\r');
    result[key] = value;
  }
  return result;
}

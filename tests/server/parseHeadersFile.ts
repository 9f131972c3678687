/** Reads a Netlify / Cloudflare Pages `_headers` file into its rules (path pattern and headers). */
export type HeaderRule = {path: string; headers: Record<string, string>};

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({path: line.trim(), headers: {}});
      continue;
    }
    const header = /^\s+([\w-]+):\s*(.*)$/.exec(line);
    const rule = rules.at(-1);
    if (!header?.[1] || !rule) {
      throw new Error(`_headers line ${index + 1} is neither a path nor an indented "Name: value" header: "${line}"`);
    }
    rule.headers[header[1]] = header[2] ?? '';
  }
  return rules;
}

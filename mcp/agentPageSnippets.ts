/**
 * The client configurations docs/guides/ai-agents.md gives, read from its code
 * blocks, so a test can start the server exactly as a reader would: each
 * stdio command with the heading of the client it is for, the `--http`
 * server command, the URLs clients are told to connect to, and the other
 * `npx` commands a reader runs by hand (`--version`, `--site`). Pass the page
 * with its `{{…}}` tokens substituted for the site it is served from.
 */
export type StartCommand = {client: string; command: string; args: string[]};
export type AgentPageSnippets = {stdio: StartCommand[]; http: {commands: StartCommand[]; urls: string[]}; commands: StartCommand[]};

type ServerEntry = {command?: unknown; args?: unknown; url?: unknown};

function words(line: string, where: string): string[] {
  if (/["'`\\$]/.test(line)) throw new Error(`${where}: "${line}" needs a shell to read; keep the snippet to plain words.`);
  return line.trim().split(/\s+/);
}

function serverEntries(config: unknown, where: string): ServerEntry[] {
  const root = config as {mcpServers?: Record<string, ServerEntry>; servers?: Record<string, ServerEntry>};
  const servers = root.mcpServers ?? root.servers;
  if (!servers || typeof servers !== 'object') throw new Error(`${where}: a JSON block without "mcpServers" or "servers".`);
  return Object.values(servers);
}

export function agentPageSnippets(markdown: string): AgentPageSnippets {
  if (/\{\{[\w.]+\}\}/.test(markdown)) throw new Error('The page still has {{…}} tokens: substitute them for the site first (siteFactsFor).');
  const snippets: AgentPageSnippets = {stdio: [], http: {commands: [], urls: []}, commands: []};
  let heading = '';
  const blocks = markdown.matchAll(/^(#{2,4}) +(.+?)(?: +\{#[\w-]+\})?$|^```(\w*)\n([\s\S]*?)^```$/gm);
  for (const [, level, title, language, body] of blocks) {
    if (level) {
      heading = title!;
      continue;
    }
    const where = `the code block under "${heading}"`;
    if (language === 'json') {
      for (const entry of serverEntries(JSON.parse(body!), where)) {
        if (typeof entry.url === 'string') snippets.http.urls.push(entry.url);
        else if (typeof entry.command === 'string' && Array.isArray(entry.args))
          snippets.stdio.push({client: heading, command: entry.command, args: entry.args.map(String)});
        else throw new Error(`${where}: a server entry with neither "url" nor "command" and "args".`);
      }
    } else if (language === 'bash') {
      for (const line of body!.split('\n').filter((text) => text.trim() !== '')) {
        const parts = words(line, where);
        if (parts[0] === 'claude' && parts.includes('--')) {
          const [command, ...args] = parts.slice(parts.indexOf('--') + 1);
          snippets.stdio.push({client: heading, command: command!, args});
        } else if (parts[0] === 'claude' && parts.includes('http')) {
          snippets.http.urls.push(parts.at(-1)!);
        } else if (parts[0] === 'npx' && parts.includes('--http')) {
          snippets.http.commands.push({client: heading, command: 'npx', args: parts.slice(1)});
        } else if (parts[0] === 'npx') {
          snippets.commands.push({client: heading, command: 'npx', args: parts.slice(1)});
        }
      }
    }
  }
  return snippets;
}

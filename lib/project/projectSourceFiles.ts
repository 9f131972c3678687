/** The project's own code files (not docs, builds or dependencies), relative to the site. */
import {readdirSync, statSync} from 'node:fs';
import path from 'node:path';

const CODE = /\.(?:[cm]?[jt]sx?)$/;
const SKIPPED = new Set(['node_modules', '.docusaurus', '.git', 'test-results']);
/** Generated code: the MCP package's bundle (mcp/scripts/bundle.ts). */
const SKIPPED_PATHS = new Set(['mcp/dist']);

export function projectSourceFiles(siteDir: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(siteDir, dir))) {
      const relative = dir ? `${dir}/${name}` : name;
      if (SKIPPED.has(name) || SKIPPED_PATHS.has(relative) || /^build(?:-|$)/.test(name)) continue;
      if (statSync(path.join(siteDir, relative)).isDirectory()) walk(relative);
      else if (CODE.test(name)) files.push(relative);
    }
  };
  walk('');
  return files.sort();
}

/**
 * Puts the MCP package beside a site build, so `npx -y <site>/surge-docs-mcp.tgz`
 * installs the server with the docs of that very build, wherever it is
 * deployed and without a registry account:
 *
 *   BUILD_DIR/surge-docs-mcp.tgz                 the stable address the docs give
 *   BUILD_DIR/surge-docs-mcp-<version>.tgz       the same file under its version
 *   BUILD_DIR/<each of the above>.sha512         its SHA-512 integrity, `sha512-<base64>` as npm writes it
 *
 * The package's snapshot is made from BUILD_DIR itself (its Markdown copies and
 * search records), so a fork's or a preview's package answers with its own URLs.
 *
 *   npx tsx mcp/scripts/publishToSite.ts [BUILD_DIR]    (default: build; `npm run build` runs it)
 */
import {createHash} from 'node:crypto';
import {copyFileSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {MCP_TARBALL, versionedTarball} from '../../src/agents/handOff';
import {makeSnapshot} from '../src/makeSnapshot';
import {packPackage} from './pack';

/** The Subresource Integrity form npm records in package-lock.json. */
export function sha512Integrity(bytes: Buffer): string {
  return `sha512-${createHash('sha512').update(bytes).digest('base64')}`;
}

export type PublishedToSite = {files: string[]; version: string; integrity: string; bytes: number};

export async function publishToSite(buildDir: string): Promise<PublishedToSite> {
  const snapshot = makeSnapshot(buildDir);
  const work = mkdtempSync(path.join(tmpdir(), 'surge-docs-mcp-site-'));
  try {
    const packed = await packPackage(work, {snapshot});
    const bytes = readFileSync(packed.tarball);
    const integrity = sha512Integrity(bytes);
    const names = [MCP_TARBALL, versionedTarball(packed.version)];
    for (const name of names) {
      copyFileSync(packed.tarball, path.join(buildDir, name));
      writeFileSync(path.join(buildDir, `${name}.sha512`), `${integrity}\n`);
    }
    return {files: names.flatMap((name) => [name, `${name}.sha512`]), version: packed.version, integrity, bytes: bytes.length};
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
}

if (process.argv[1] && realpathSync(path.resolve(process.argv[1])) === realpathSync(fileURLToPath(import.meta.url))) {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  publishToSite(buildDir).then(
    (published) =>
      console.log(
        `Wrote ${published.files.join(', ')} to ${path.relative(process.cwd(), buildDir) || '.'} ` +
          `(surge-docs-mcp ${published.version}, ${(published.bytes / 1024).toFixed(0)} KB, ${published.integrity.slice(0, 20)}…).`,
      ),
    (error: unknown) => {
      console.error(`Could not put the MCP package in ${buildDir}: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}

/**
 * The package as npm packs it: bundled, packed, installed into an empty
 * project without network, and started. The copy the site serves, installed
 * with `npx -y <site>/surge-docs-mcp.tgz` and started by each snippet of
 * docs/guides/ai-agents.md, is tests/build/mcpPackage.test.ts's.
 */
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {installPackage, offlineNpmEnv, packPackage, type PackedPackage} from './scripts/pack';

const MAX_UNPACKED_BYTES = 3 * 1024 * 1024;

let work: string;
let packed: PackedPackage;
let project: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'surge-docs-mcp-'));
  packed = await packPackage(work);
  project = installPackage(packed.tarball, work);
}, 120_000);

afterAll(() => {
  if (work) rmSync(work, {recursive: true, force: true});
});

describe('the published package', () => {
  test('holds the bundle, its licences, the snapshot and the README, within 3 MB unpacked', () => {
    expect(packed.files).toEqual(['README.md', 'dist/THIRD_PARTY_LICENSES.md', 'dist/cli.mjs', 'package.json', 'snapshot.json']);
    console.log(`surge-docs-mcp: ${(packed.unpackedSize / 1024 / 1024).toFixed(2)} MB unpacked`);
    expect(packed.unpackedSize).toBeLessThanOrEqual(MAX_UNPACKED_BYTES);
  });

  test("declares the repository's MIT licence", () => {
    const manifest = JSON.parse(readFileSync(path.join(project, 'node_modules', 'surge-docs-mcp', 'package.json'), 'utf8')) as {license?: string};
    expect(manifest.license).toBe('MIT');
    expect(readFileSync(path.resolve(__dirname, '../LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) 2025 Nethermind\n/);
  });

  test('needs no other package: it installs and runs offline', () => {
    const manifest = JSON.parse(readFileSync(path.join(project, 'node_modules', 'surge-docs-mcp', 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest.dependencies ?? {}).toEqual({});
    const version = execFileSync('npx', ['surge-docs-mcp', '--version'], {cwd: project, env: offlineNpmEnv(), encoding: 'utf8'});
    expect(version.trim()).toBe(packed.version);
  });
});

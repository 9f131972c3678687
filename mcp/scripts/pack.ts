/**
 * The package as npm publishes it, made in a scratch folder: the files listed
 * in package.json staged with a fresh bundle, packed with `npm pack`, and
 * installed into an empty project without network. Shared by the package
 * test (mcp/package.test.ts) and the benchmark (bench/measureMcp.ts).
 */
import {execFileSync} from 'node:child_process';
import {copyFileSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {bundlePackage} from './bundle';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type PackedPackage = {tarball: string; unpackedSize: number; files: string[]; version: string; stagedDir: string};

/** npm in the scratch folders: never the network, nor the repository's own config. */
export function offlineNpmEnv(): Record<string, string> {
  const inherited = Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return {
    ...Object.fromEntries(inherited),
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
  };
}

/** `snapshot`: the text of snapshot.json to ship instead of mcp/snapshot.json (a build's own, for the copy served with it). */
export async function packPackage(workDir: string, {snapshot}: {snapshot?: string} = {}): Promise<PackedPackage> {
  const stagedDir = path.join(workDir, 'package');
  mkdirSync(stagedDir, {recursive: true});
  const manifest = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as {files: string[]; version: string};
  await bundlePackage(path.join(stagedDir, 'dist'));
  for (const file of ['package.json', ...manifest.files.filter((name) => !name.startsWith('dist/'))]) {
    if (file === 'snapshot.json' && snapshot !== undefined) writeFileSync(path.join(stagedDir, file), snapshot);
    else copyFileSync(path.join(PACKAGE_DIR, file), path.join(stagedDir, file));
  }
  // --ignore-scripts: prepack would bundle again and compare the snapshot with a site build that may not exist here.
  const output = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', workDir], {
    cwd: stagedDir,
    env: offlineNpmEnv(),
    encoding: 'utf8',
  });
  const [packed] = JSON.parse(output) as {filename: string; unpackedSize: number; files: {path: string}[]}[];
  return {
    tarball: path.join(workDir, packed!.filename),
    unpackedSize: packed!.unpackedSize,
    files: packed!.files.map((file) => file.path).sort(),
    version: manifest.version,
    stagedDir,
  };
}

/** An empty project with the packed package installed, as `npx` finds it; returns the project folder. */
export function installPackage(tarball: string, workDir: string): string {
  const project = path.join(workDir, 'project');
  mkdirSync(project, {recursive: true});
  writeFileSync(path.join(project, 'package.json'), '{"name": "agent-machine", "private": true}\n');
  execFileSync('npm', ['install', '--no-save', tarball], {cwd: project, env: offlineNpmEnv(), stdio: 'pipe'});
  return project;
}

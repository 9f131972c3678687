/**
 * Builds the package's one executable, dist/cli.mjs: the server, the site's
 * modules it calls and its npm dependencies (the MCP SDK, zod) bundled and
 * minified, so `npx surge-docs-mcp` installs nothing else and starts without
 * resolving hundreds of files. The licences of the bundled packages go to
 * dist/THIRD_PARTY_LICENSES.md, which the package ships.
 *
 *   npx tsx mcp/scripts/bundle.ts [OUT_DIR]    (default: mcp/dist)
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

type BundledPackage = {name: string; version: string; license: string; licenseText: string | null};

/** The package.json above a bundled file inside node_modules, or null for the repository's own files. */
function owningPackageDir(file: string): string | null {
  const marker = `${path.sep}node_modules${path.sep}`;
  const index = file.lastIndexOf(marker);
  if (index === -1) return null;
  const rest = file.slice(index + marker.length).split(path.sep);
  const depth = rest[0]!.startsWith('@') ? 2 : 1;
  return file.slice(0, index + marker.length) + rest.slice(0, depth).join(path.sep);
}

function readBundledPackage(directory: string): BundledPackage {
  const manifest = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as {name: string; version: string; license?: string};
  const licenseFile = readdirSync(directory).find((name) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(name));
  return {
    name: manifest.name,
    version: manifest.version,
    license: manifest.license ?? 'see the package',
    licenseText: licenseFile ? readFileSync(path.join(directory, licenseFile), 'utf8').trim() : null,
  };
}

export function formatLicenses(packages: readonly BundledPackage[]): string {
  const sections = [...packages]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((bundled) => [`## ${bundled.name} ${bundled.version} (${bundled.license})`, '', bundled.licenseText ?? 'No licence file in the package.'].join('\n'));
  return ['# Third-party licences', '', 'dist/cli.mjs contains code from these packages.', '', sections.join('\n\n'), ''].join('\n');
}

/** Bundles into OUT_DIR and returns the bundled packages. */
export async function bundlePackage(outDir = path.join(PACKAGE_DIR, 'dist')): Promise<BundledPackage[]> {
  mkdirSync(outDir, {recursive: true});
  const result = await build({
    absWorkingDir: PACKAGE_DIR,
    entryPoints: ['src/cli.ts'],
    outfile: path.join(outDir, 'cli.mjs'),
    bundle: true,
    minify: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(PACKAGE_DIR, '..', 'tsconfig.json'),
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    // Some bundled CommonJS modules call require() for Node built-ins.
    banner: {js: "import {createRequire as __createRequire} from 'node:module'; const require = __createRequire(import.meta.url);"},
  });
  const directories = new Set<string>();
  for (const input of Object.keys(result.metafile.inputs)) {
    const directory = owningPackageDir(path.resolve(PACKAGE_DIR, input));
    if (directory && existsSync(path.join(directory, 'package.json'))) directories.add(directory);
  }
  const packages = [...directories].map(readBundledPackage);
  writeFileSync(path.join(outDir, 'THIRD_PARTY_LICENSES.md'), formatLicenses(packages));
  return packages;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  bundlePackage(outDir).then(
    (packages) => console.log(`Bundled dist/cli.mjs with ${packages.length} packages.`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}

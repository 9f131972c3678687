/**
 * Differences between package.json and package-lock.json that make `npm ci`
 * refuse to install or install something other than what package.json pins.
 * An empty list means the committed lockfile matches.
 */
type Manifest = {dependencies?: Record<string, string>; devDependencies?: Record<string, string>};
type LockEntry = {version?: string; dev?: boolean; dependencies?: Record<string, string>; devDependencies?: Record<string, string>};
type Lockfile = {lockfileVersion?: number; packages?: Record<string, LockEntry>};

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;

function compareRanges(kind: 'dependencies' | 'devDependencies', manifest: Manifest, root: LockEntry): string[] {
  const wanted = manifest[kind] ?? {};
  const locked = root[kind] ?? {};
  const names = [...new Set([...Object.keys(wanted), ...Object.keys(locked)])].sort();
  return names.flatMap((name) => {
    if (wanted[name] === locked[name]) return [];
    if (locked[name] === undefined) return [`${name} is in package.json ${kind} but not in package-lock.json: run "npm install".`];
    if (wanted[name] === undefined) return [`${name} is in package-lock.json ${kind} but not in package.json: run "npm install".`];
    return [`${name} is ${wanted[name]} in package.json ${kind} but ${locked[name]} in package-lock.json: run "npm install".`];
  });
}

export function lockfileDrift(manifest: Manifest, lock: Lockfile): string[] {
  const root = lock.packages?.[''];
  if (!root || (lock.lockfileVersion ?? 0) < 2) {
    return ['package-lock.json has no "packages" section (lockfileVersion 2 or later): regenerate it with npm 7 or later.'];
  }
  const problems = [...compareRanges('dependencies', manifest, root), ...compareRanges('devDependencies', manifest, root)];
  const pinned = [
    ...Object.entries(manifest.dependencies ?? {}).map(([name, version]) => ({name, version, production: true})),
    ...Object.entries(manifest.devDependencies ?? {}).map(([name, version]) => ({name, version, production: false})),
  ];
  for (const {name, version, production} of pinned) {
    const entry = lock.packages?.[`node_modules/${name}`];
    if (!entry) {
      problems.push(`${name} has no node_modules/${name} entry in package-lock.json: run "npm install".`);
    } else if (EXACT_VERSION.test(version) && entry.version !== version) {
      problems.push(`${name} is pinned to ${version} but package-lock.json installs ${entry.version}: run "npm install".`);
    } else if (production && entry.dev) {
      problems.push(`${name} is a production dependency but package-lock.json marks it dev-only: run "npm install".`);
    }
  }
  return problems;
}

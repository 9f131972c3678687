/**
 * What `npm install` changed in package-lock.json, minus the one change that
 * says nothing about this install: optional packages built for another
 * platform. The registry CI installs from lists those (the macOS and Windows
 * builds of @swc/core, say) on some days and not on others, so npm adds or
 * drops their entries while installing exactly the same tree here.
 */
export type LockEntry = {version?: string; resolved?: string; integrity?: string; optional?: boolean; os?: string[]; cpu?: string[]; libc?: string[]};
type Lockfile = {packages?: Record<string, LockEntry>};
export type Platform = {os: string; cpu: string; libc?: string};

// npm's own rule for "os"/"cpu"/"libc": names to allow, "!name" to exclude.
function allows(list: string[] | undefined, value: string | undefined): boolean {
  if (!list || list.length === 0 || value === undefined) return true;
  if (list.includes(`!${value}`)) return false;
  const allowed = list.filter((item) => !item.startsWith('!'));
  return allowed.length === 0 || allowed.includes(value);
}

export function isForeignOptional(entry: LockEntry, platform: Platform): boolean {
  if (!entry.optional) return false;
  return !(allows(entry.os, platform.os) && allows(entry.cpu, platform.cpu) && allows(entry.libc, platform.libc));
}

export function installChanges(before: Lockfile, after: Lockfile, platform: Platform): string[] {
  const old = before.packages ?? {};
  const now = after.packages ?? {};
  const paths = [...new Set([...Object.keys(old), ...Object.keys(now)])].sort();
  return paths.flatMap((path) => {
    const was = old[path];
    const is = now[path];
    const name = path || 'the root package';
    if (!was) return isForeignOptional(is, platform) ? [] : [`npm install added ${name}@${is.version}, which package-lock.json lacks.`];
    if (!is) return isForeignOptional(was, platform) ? [] : [`npm install removed ${name}@${was.version}, which package-lock.json lists.`];
    const fields = (['version', 'resolved', 'integrity'] as const).filter((field) => was[field] !== is[field]);
    return fields.map((field) => `npm install changed the ${field} of ${name}: ${was[field] ?? '(none)'} → ${is[field] ?? '(none)'}.`);
  });
}

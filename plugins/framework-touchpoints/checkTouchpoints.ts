/**
 * Compares each touchpoint's target (touchpoints.ts) with the installed
 * package: its version, and the SHA-256 of the file the site's code was
 * written against. Pure apart from the file reader it is given.
 */
import {createHash} from 'node:crypto';
import type {Touchpoint} from './touchpoints';

export type ReadPackageFile = (packageName: string, file: string) => Buffer | null;

export function sha256(content: Buffer): string {
  return createHash('sha256').update(content).digest('hex');
}

/** What no longer holds for one touchpoint, in words; null when its target is as recorded. */
export function touchpointProblem(touchpoint: Touchpoint, read: ReadPackageFile): string | null {
  const {target} = touchpoint;
  const manifest = read(target.package, 'package.json');
  if (!manifest) return `${target.package} is not installed`;
  const {version} = JSON.parse(manifest.toString('utf8')) as {version: string};
  if (version !== target.version) return `it was written for ${target.package} ${target.version}, and ${version} is installed`;
  if (target.sha256 === null) return null;
  const content = read(target.package, target.file);
  if (!content) return `${target.package}/${target.file} is missing`;
  const found = sha256(content);
  if (found !== target.sha256) return `${target.package}/${target.file} is not the content it was written for (sha256 ${found}, recorded ${target.sha256})`;
  return null;
}

/** One message for every touchpoint whose target changed, naming each; null when all hold. */
export function touchpointsReport(touchpoints: readonly Touchpoint[], read: ReadPackageFile): string | null {
  const problems = touchpoints.flatMap((touchpoint) => {
    const problem = touchpointProblem(touchpoint, read);
    return problem ? [`- "${touchpoint.name}" (${touchpoint.kind}; ${touchpoint.siteFiles.join(', ')}): ${problem}.`] : [];
  });
  if (problems.length === 0) return null;
  return [
    `The site reaches into framework code that has changed (plugins/framework-touchpoints/touchpoints.ts):`,
    ...problems,
    'Read the new file, adapt or delete the site code named, then record the new version and sha256 in touchpoints.ts.',
  ].join('\n');
}

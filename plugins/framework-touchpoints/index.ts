/**
 * Stops the build, naming each touchpoint (touchpoints.ts) whose target file
 * is missing or differs from the one its code was written for, before
 * anything is bundled: a swapped module or a patch that silently stopped
 * applying would otherwise ship the stock code, or a broken page.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {touchpointsReport, type ReadPackageFile} from './checkTouchpoints';
import {TOUCHPOINTS, type Touchpoint} from './touchpoints';

/** Reads a file of an installed package from the site's node_modules (package exports do not apply). */
export function packageFileReader(siteDir: string): ReadPackageFile {
  return (packageName, file) => {
    const location = path.join(siteDir, 'node_modules', packageName, file);
    return existsSync(location) ? readFileSync(location) : null;
  };
}

/** Throws the report when any touchpoint's target changed. */
export function assertTouchpointsHold(siteDir: string, touchpoints: readonly Touchpoint[] = TOUCHPOINTS): void {
  const report = touchpointsReport(touchpoints, packageFileReader(siteDir));
  if (report) throw new Error(report);
}

export default function pluginFrameworkTouchpoints(context: LoadContext): Plugin {
  assertTouchpointsHold(context.siteDir);
  return {name: 'framework-touchpoints-plugin'};
}

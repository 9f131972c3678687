/**
 * Turns touchpoints off for a side-by-side measurement: a build made with
 * TOUCHPOINTS_OFF="tslib helpers,chunk scripts in tasks of their own" ships the stock code in their
 * place (bench/touchpoints.ts builds one such site per touchpoint). Only the
 * touchpoints listed in SWITCHABLE can be turned off; the others are needed
 * for the site to behave as its tests require, or act at build time only.
 */
import {TOUCHPOINTS} from './touchpoints';

export const SWITCHABLE = [
  'prefetch once',
  'deferred route prefetch (window.docusaurus)',
  'navbar secondary menu filler',
  'tslib helpers',
  'chunk scripts in tasks of their own',
  'scripts after the first paint',
  'Prism token rules out of the site config',
] as const;

export type SwitchableTouchpoint = (typeof SWITCHABLE)[number];

/** The touchpoints a TOUCHPOINTS_OFF value names; throws, naming the choices, on a name it does not know. */
export function touchpointsOff(value: string | undefined): Set<SwitchableTouchpoint> {
  const names = (value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(SWITCHABLE as readonly string[]).includes(name)) {
      const known = TOUCHPOINTS.some((touchpoint) => touchpoint.name === name);
      throw new Error(
        `TOUCHPOINTS_OFF: ${known ? `"${name}" cannot be turned off` : `no touchpoint is named "${name}"`}. Choose from: ${SWITCHABLE.map((choice) => `"${choice}"`).join(', ')}.`,
      );
    }
  }
  return new Set(names as SwitchableTouchpoint[]);
}

const OFF = touchpointsOff(process.env.TOUCHPOINTS_OFF);
// Rspack's persistent cache does not know this variable: it would build the site as cached (the
// touchpoints on), and a later build could ship modules cached with them off. Such builds skip it.
if (OFF.size > 0) process.env.DOCUSAURUS_NO_PERSISTENT_CACHE = 'true';

/** Whether the build applies this touchpoint (all do unless TOUCHPOINTS_OFF names it). */
export function touchpointIsOn(name: SwitchableTouchpoint): boolean {
  return !OFF.has(name);
}

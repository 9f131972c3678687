/**
 * The targets set for this site, checked against a benchmark's figures:
 * what `npm run bench` reports under "Targets" (not enforced in CI, where
 * times vary with the machine). Pure, so it is tested without measuring.
 */
import type {LighthouseSummary} from './measureLighthouse';

export type TargetCheck = {
  /** What is measured, as the table shows it. */
  label: string;
  /** The target, in words ("= 100", "≤ 1.00 s"). */
  target: string;
  /** The measured figure per page (one entry, with no page, for the build). */
  measured: {page?: string; value: string; met: boolean}[];
  met: boolean;
};

type PageTarget = {
  label: string;
  target: string;
  figure: (page: LighthouseSummary) => number;
  isMet: (value: number) => boolean;
  format: (value: number) => string;
};

const COLD_BUILD_TARGET_SECONDS = 12;

const PAGE_TARGETS: PageTarget[] = [
  ...(['performance', 'accessibility', 'bestPractices', 'seo'] as const).map((category) => ({
    label: `Lighthouse ${category === 'bestPractices' ? 'best practices' : category === 'seo' ? 'SEO' : category}`,
    target: '= 100',
    figure: (page: LighthouseSummary) => page[category],
    isMet: (score: number) => score >= 100,
    format: String,
  })),
  // In ms, not s: a 1.005 s LCP would show as a missed 1.00 s.
  {label: 'LCP', target: '≤ 1000 ms', figure: (page) => page.lcpMs, isMet: (ms) => ms <= 1000, format: (ms) => `${Math.round(ms)} ms`},
  {label: 'TBT', target: '≤ 50 ms', figure: (page) => page.tbtMs, isMet: (ms) => ms <= 50, format: (ms) => `${Math.round(ms)} ms`},
  {label: 'CLS', target: '= 0', figure: (page) => page.cls, isMet: (cls) => cls === 0, format: String},
];

/** Each target with its figures; Lighthouse's are left out when it was skipped (null). */
export function checkTargets({coldBuildSeconds, lighthouse}: {coldBuildSeconds: number; lighthouse: LighthouseSummary[] | null}): TargetCheck[] {
  const buildMet = coldBuildSeconds <= COLD_BUILD_TARGET_SECONDS;
  const checks: TargetCheck[] = [
    {
      label: 'Cold production build',
      target: `≤ ${COLD_BUILD_TARGET_SECONDS} s`,
      measured: [{value: `${coldBuildSeconds.toFixed(1)} s`, met: buildMet}],
      met: buildMet,
    },
  ];
  for (const {label, target, figure, isMet, format} of lighthouse?.length ? PAGE_TARGETS : []) {
    const measured = lighthouse!.map((page) => ({page: page.path, value: format(figure(page)), met: isMet(figure(page))}));
    checks.push({label, target, measured, met: measured.every((entry) => entry.met)});
  }
  return checks;
}

/** The checks in Markdown: the build's in a sentence, the pages' in a table whose misses are marked. */
export function formatTargets(checks: TargetCheck[]): string[] {
  const cell = (entry: {value: string; met: boolean}) => (entry.met ? entry.value : `**${entry.value}** ✗`);
  const [build, ...pageChecks] = checks;
  const lines = build ? [`${build.label} ${build.target}: ${cell(build.measured[0]!)}, ${build.met ? 'met' : 'missed'}.`, ''] : [];
  if (pageChecks.length === 0) return [...lines, 'Lighthouse targets not checked (Lighthouse was skipped).'];
  const pages = pageChecks[0]!.measured.map((entry) => entry.page ?? '');
  return [
    ...lines,
    `| Target | Goal | Met | ${pages.join(' | ')} |`,
    `| --- | --- | --- | ${pages.map(() => '---:').join(' | ')} |`,
    ...pageChecks.map((check) => `| ${check.label} | ${check.target} | ${check.met ? 'yes' : 'no'} | ${check.measured.map(cell).join(' | ')} |`),
  ];
}

/**
 * Reads the JSON that `npm audit --json` prints and decides: pass, fail on
 * high or critical advisories nobody has explained, or report that the
 * advisory endpoint could not be reached (then nothing was checked).
 */
export type AuditException = {advisory: string; reason: string};

export type AuditVerdict = {exitCode: 0 | 1; lines: string[]};

type Advisory = {id: string; packageName: string; severity: string; title: string; url: string};

const BLOCKING = new Set(['high', 'critical']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** GitHub advisory id from its URL ("…/advisories/GHSA-xxxx-xxxx-xxxx"), else npm's numeric source id. */
function advisoryId(via: Record<string, unknown>): string {
  const url = typeof via.url === 'string' ? via.url : '';
  return /GHSA(?:-[0-9a-z]{4}){3}/i.exec(url)?.[0] ?? String(via.source ?? url);
}

function blockingAdvisories(vulnerabilities: Record<string, unknown>): Advisory[] {
  const found = new Map<string, Advisory>();
  for (const entry of Object.values(vulnerabilities)) {
    if (!isRecord(entry) || !Array.isArray(entry.via)) continue;
    // Strings in `via` name another vulnerable package, which has its own entry.
    for (const via of entry.via.filter(isRecord)) {
      const severity = String(via.severity ?? entry.severity ?? '');
      if (!BLOCKING.has(severity)) continue;
      const id = advisoryId(via);
      found.set(id, {id, packageName: String(via.name ?? entry.name), severity, title: String(via.title ?? ''), url: String(via.url ?? '')});
    }
  }
  return [...found.values()].sort((a, b) => a.id.localeCompare(b.id));
}

export function auditVerdict(stdout: string, exceptions: readonly AuditException[]): AuditVerdict {
  let report: unknown;
  try {
    report = JSON.parse(stdout);
  } catch {
    return {exitCode: 1, lines: [`npm audit printed no JSON report:\n${stdout.slice(0, 500)}`]};
  }
  if (!isRecord(report)) return {exitCode: 1, lines: ['npm audit printed an unexpected report (not a JSON object).']};

  if (!isRecord(report.vulnerabilities)) {
    const reason = typeof report.message === 'string' ? report.message : JSON.stringify(report.error ?? report).slice(0, 300);
    return {
      exitCode: 0,
      lines: [
        `::warning title=npm audit not run::The advisory endpoint could not be reached (${reason}). ` +
          'No advisories were checked: run "npm run check:audit" where the npm registry answers audit requests.',
      ],
    };
  }

  const explained = new Map(exceptions.map((exception) => [exception.advisory, exception.reason]));
  const advisories = blockingAdvisories(report.vulnerabilities);
  const open = advisories.filter((advisory) => !explained.has(advisory.id));
  const describe = (advisory: Advisory) => `${advisory.severity} ${advisory.packageName}: ${advisory.title} (${advisory.url || advisory.id})`;
  const lines = [
    ...advisories.filter((advisory) => explained.has(advisory.id)).map((advisory) => `Explained: ${describe(advisory)} — ${explained.get(advisory.id)}`),
    ...open.map((advisory) => `Unexplained: ${describe(advisory)}`),
  ];
  if (open.length > 0) {
    lines.push(
      `${open.length} high or critical advisor${open.length === 1 ? 'y' : 'ies'} in production dependencies. ` +
        'Update the package (npm audit fix, or a newer version), or explain why it does not apply in scripts/audit-exceptions.json.',
    );
    return {exitCode: 1, lines};
  }
  lines.push(`No unexplained high or critical advisories in production dependencies (${advisories.length} explained).`);
  return {exitCode: 0, lines};
}

/** Validates scripts/audit-exceptions.json: every exception names an advisory and gives a reason. */
export function readAuditExceptions(json: string): AuditException[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) throw new Error('scripts/audit-exceptions.json must be a JSON array of {"advisory", "reason"}.');
  return parsed.map((entry, index) => {
    if (!isRecord(entry) || typeof entry.advisory !== 'string' || typeof entry.reason !== 'string' || entry.reason.trim() === '') {
      throw new Error(`scripts/audit-exceptions.json entry ${index + 1} needs an "advisory" id (GHSA-…) and a non-empty "reason".`);
    }
    return {advisory: entry.advisory, reason: entry.reason};
  });
}

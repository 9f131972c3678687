/**
 * `surge-docs-mcp doctor`: the node doctor (src/doctor) from a terminal. Reads the `.env`,
 * runs the checks it makes relevant against the nodes it names, prints a checklist (or
 * JSON), with `--issue` a prefilled docs issue link carrying the report, and exits 0 when
 * nothing failed, 1 when a check failed and 2 on bad input.
 */
import {readFileSync, statSync} from 'node:fs';
import {NETWORKS, type Network} from '../../src/data/envPresetTypes';
import {docsUrl, exitCodeOf, EXIT_CODES, formatChecklist, formatJson} from '../../src/doctor/formatReport';
import {DEFAULT_OPTIONS, runDoctor, type DoctorOptions} from '../../src/doctor/runDoctor';
import {doctorIssueUrl} from '../../src/feedback/doctorIssue';
import {DOCS_REPOSITORY, SITE_VERSION} from '../../src/feedback/project';
import {BUNDLED_SNAPSHOT, DEFAULT_SITE_URL, loadSnapshot} from './snapshot';

export const DOCTOR_USAGE = `Usage: surge-docs-mcp doctor [--env FILE] [options]

Runs the checks of the Surge docs against a running setup, read-only: the .env checker,
then the L1 and L2 RPCs, sync, the L2 head, contract code, the proposer wrapper, the bond,
prover registration, the timelock and this machine's host ports, as far as the .env makes
them relevant.
  --env FILE               the simple-surge-node .env (default ./.env)
  --preset NAME            devnet, hoodi or staging (default: from the .env's chain ids)
  --l1-rpc URL             L1 execution JSON-RPC (default: L1_ENDPOINT_HTTP)
  --l1-beacon URL          L1 beacon API (default: L1_BEACON_HTTP)
  --l2-rpc URL             L2 JSON-RPC (default: L2_ENDPOINT_HTTP, else L2_HTTP_PORT on this machine)
  --proposer-address ADDR  the address that proposes through the wrapper (devnet: PUBLIC_KEY)
  --head-window SECONDS    longest wait for the L2 head to move (default ${DEFAULT_OPTIONS.headWindowMs / 1000})
  --timeout SECONDS        each call's time limit (default ${DEFAULT_OPTIONS.callTimeoutMs / 1000})
  --total-timeout SECONDS  the whole run's limit (default ${DEFAULT_OPTIONS.totalTimeoutMs / 1000})
  --json                   the report as JSON
  --issue                  also print a link to a prefilled GitHub issue in the docs repository
                           with the report attached as JSON, secrets masked (with --json: as
                           issueUrl); nothing is sent
Exit codes: 0 every check passed (warnings allowed), 1 a check failed, 2 bad input.`;

/** A .env is about 8 KB; a larger file is not read at all. */
const MAX_FILE_BYTES = 1024 * 1024;

export type DoctorArgs = DoctorOptions & {env: string; json: boolean; issue: boolean};

/** The section the doctor's issues are about: docs/troubleshooting/index.md, "Run the node doctor". */
export const DOCTOR_SECTION = {path: '/docs/troubleshooting', pageTitle: 'Troubleshooting', title: 'Run the node doctor', id: 'node-doctor'} as const;

const SECONDS = /^\d+(\.\d+)?$/;
const VALUE_FLAGS = new Set([
  '--env',
  '--preset',
  '--l1-rpc',
  '--l1-beacon',
  '--l2-rpc',
  '--proposer-address',
  '--head-window',
  '--timeout',
  '--total-timeout',
]);

export function parseDoctorArgs(argv: string[]): DoctorArgs {
  const args: DoctorArgs = {...DEFAULT_OPTIONS, env: '.env', json: false, issue: false};
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    const equals = argument.indexOf('=');
    const flag = argument.startsWith('--') && equals !== -1 ? argument.slice(0, equals) : argument;
    if (flag === '--json' || flag === '--issue') {
      args[flag === '--json' ? 'json' : 'issue'] = true;
      continue;
    }
    if (!VALUE_FLAGS.has(flag)) throw new Error(`Unknown option "${argument}".\n\n${DOCTOR_USAGE}`);
    const value = argument.startsWith('--') && equals !== -1 ? argument.slice(equals + 1) : argv[++index];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value.\n\n${DOCTOR_USAGE}`);
    const seconds = () => {
      if (!SECONDS.test(value) || Number(value) > 600) throw new Error(`${flag} needs a number of seconds up to 600, not "${value}".`);
      return Number(value) * 1000;
    };
    if (flag === '--env') args.env = value;
    else if (flag === '--preset') {
      if (!NETWORKS.includes(value as Network)) throw new Error(`--preset is one of ${NETWORKS.join(', ')}, not "${value}".`);
      args.preset = value as Network;
    } else if (flag === '--l1-rpc') args.l1Rpc = value;
    else if (flag === '--l1-beacon') args.l1Beacon = value;
    else if (flag === '--l2-rpc') args.l2Rpc = value;
    else if (flag === '--proposer-address') args.proposerAddress = value;
    else if (flag === '--head-window') args.headWindowMs = seconds();
    else if (flag === '--timeout') args.callTimeoutMs = Math.max(100, seconds());
    // --total-timeout, the last of VALUE_FLAGS.
    else args.totalTimeoutMs = Math.max(1000, seconds());
  }
  return args;
}

function readEnvFile(file: string): string {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new Error(`Cannot read ${file}: no such file. Pass the simple-surge-node .env with --env FILE.`);
  }
  if (size > MAX_FILE_BYTES) throw new Error(`${file} is ${(size / 1024 / 1024).toFixed(1)} MB; a simple-surge-node .env is about 8 KB. Pass the .env itself.`);
  return readFileSync(file, 'utf8');
}

/** The docs site the links go to: the bundled snapshot's, else the public site. */
function siteUrl(): string {
  try {
    return loadSnapshot(BUNDLED_SNAPSHOT).siteUrl;
  } catch {
    return DEFAULT_SITE_URL;
  }
}

export type DoctorOutput = {code: number; stdout: string; stderr: string};

export async function runDoctorCommand(argv: string[]): Promise<DoctorOutput> {
  if (argv.includes('--help') || argv.includes('-h')) return {code: 0, stdout: `${DOCTOR_USAGE}\n`, stderr: ''};
  const json = argv.includes('--json');
  const badInput = (message: string): DoctorOutput =>
    json
      ? {code: EXIT_CODES.badInput, stdout: `${JSON.stringify({exitCode: EXIT_CODES.badInput, badInput: message}, null, 2)}\n`, stderr: ''}
      : {code: EXIT_CODES.badInput, stdout: '', stderr: `${message}\n`};
  let args: DoctorArgs;
  let envText: string;
  try {
    args = parseDoctorArgs(argv);
    envText = readEnvFile(args.env);
  } catch (error) {
    return badInput(error instanceof Error ? error.message : String(error));
  }
  const run = await runDoctor(envText, args);
  if ('badInput' in run) return badInput(run.badInput);
  const site = siteUrl();
  const reportJson = formatJson(run.report, site);
  const code = exitCodeOf(run.report);
  if (!args.issue) return {code, stdout: `${args.json ? reportJson : formatChecklist(run.report, site)}\n`, stderr: ''};
  const issueUrl = doctorIssueUrl(
    DOCS_REPOSITORY,
    {
      kind: 'doctor-report',
      page: {title: DOCTOR_SECTION.pageTitle, url: docsUrl(site, DOCTOR_SECTION.path)},
      section: {title: DOCTOR_SECTION.title, id: DOCTOR_SECTION.id},
      siteVersion: SITE_VERSION,
    },
    JSON.parse(reportJson),
  );
  if (args.json) return {code, stdout: `${JSON.stringify({...(JSON.parse(reportJson) as object), issueUrl}, null, 2)}\n`, stderr: ''};
  const offer = [
    `To tell the docs maintainers, open this link: a GitHub issue in ${DOCS_REPOSITORY}, filled in with this report as JSON (secrets masked).`,
    'Nothing was sent: review the issue, add what you ran, and submit it on GitHub yourself.',
    issueUrl,
  ];
  return {code, stdout: `${formatChecklist(run.report, site)}\n\n${offer.join('\n')}\n`, stderr: ''};
}

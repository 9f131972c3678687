/** diagnose_setup: the node doctor (src/doctor) on a .env an agent passes, against the nodes it names; read-only. */
import {z} from 'zod';
import {NETWORKS} from '../../../src/data/envPresetTypes';
import {exitCodeOf, formatChecklist} from '../../../src/doctor/formatReport';
import {DEFAULT_OPTIONS, runDoctor} from '../../../src/doctor/runDoctor';
import {binaryProblem, defineTool, errorResult, LIMITS, tooLarge} from './tool';

const STATUS = z.enum(['pass', 'warn', 'fail']);
const SKIPPED = z.array(z.object({id: z.string(), title: z.string(), reason: z.string()}));

/** The report as structured content: what `--json` prints, links as full URLs. */
const REPORT_SHAPE = {
  network: z.enum(NETWORKS),
  exitCode: z.number().describe('0 every check passed (warnings allowed), 1 a check failed'),
  endpoints: z.array(z.object({role: z.string(), url: z.string(), from: z.string()})),
  results: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      status: STATUS,
      sentence: z.string(),
      details: z.array(z.string()).optional(),
      link: z.object({to: z.string(), label: z.string(), url: z.string()}),
      ms: z.number(),
    }),
  ),
  notRun: SKIPPED,
  notRelevant: SKIPPED,
  ms: z.number(),
};

const url = (what: string) => z.string().max(LIMITS.pathChars).optional().describe(`${what}; only hosts the .env or these arguments name are contacted`);

export const diagnoseSetup = defineTool({
  name: 'diagnose_setup',
  title: 'Diagnose a running Surge setup',
  description:
    'Runs the docs’ checks against a live simple-surge-node setup, read-only (no transaction, no signing): the .env checker first, then ' +
    'L1 and L2 chain ids against the preset, L1 execution and beacon sync, whether the L2 head advances, contract code at the .env’s addresses, ' +
    'whether the proposer wrapper accepts the proposing address, the bond against LIVENESS_BOND_BASE, SGX/SP1/RISC Zero registration, the timelock delay and, on the machine that runs the L2 node, the host ports the stack publishes, ' +
    'as far as the .env makes them relevant. Contacts only the hosts the .env or the arguments name. Each result is pass, warn or fail with one sentence and a docs link.',
  annotations: {readOnlyHint: true, openWorldHint: true},
  inputSchema: {
    env_text: z
      .string()
      .max(LIMITS.textChars, tooLarge('.env text', LIMITS.textChars, 'A simple-surge-node .env is about 8 KB: pass the .env file alone.'))
      .describe('The content of the .env file; secret values are never repeated.'),
    preset: z.enum(NETWORKS).optional().describe('devnet, hoodi or staging (default: from the .env’s chain ids)'),
    l1_rpc: url('L1 execution JSON-RPC URL (default L1_ENDPOINT_HTTP)'),
    l1_beacon: url('L1 beacon API URL (default L1_BEACON_HTTP)'),
    l2_rpc: url('L2 JSON-RPC URL (default L2_ENDPOINT_HTTP)'),
    proposer_address: z.string().max(42).optional().describe('The address that proposes through the wrapper (devnet default: PUBLIC_KEY)'),
    head_window_seconds: z
      .number()
      .min(0)
      .max(60)
      .optional()
      .describe(`The longest wait for the L2 head to move (default ${DEFAULT_OPTIONS.headWindowMs / 1000})`),
  },
  outputSchema: REPORT_SHAPE,
  handler: async (input, site) => {
    const binary = binaryProblem(input.env_text, '.env text');
    if (binary) return errorResult(binary);
    const run = await runDoctor(input.env_text, {
      ...DEFAULT_OPTIONS,
      preset: input.preset,
      l1Rpc: input.l1_rpc,
      l1Beacon: input.l1_beacon,
      l2Rpc: input.l2_rpc,
      proposerAddress: input.proposer_address,
      headWindowMs: input.head_window_seconds === undefined ? DEFAULT_OPTIONS.headWindowMs : input.head_window_seconds * 1000,
    });
    if ('badInput' in run) return errorResult(run.badInput);
    const {report} = run;
    const results = report.results.map((result) => ({...result, link: {...result.link, url: site.fullUrl(result.link.to)}}));
    return {
      content: [
        {
          type: 'text',
          text:
            `${formatChecklist(report, site.fullUrl('/'))}\n\n` +
            'To report a docs problem with this report attached, pass the structured content as JSON text to report_docs_problem’s doctor_report.',
        },
      ],
      structuredContent: {...report, results, exitCode: exitCodeOf(report)},
    };
  },
});

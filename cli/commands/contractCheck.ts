import { readFileSync } from 'node:fs';
import type { JsonSchema } from '../contract/validateJsonSchema.ts';
import type { CheckRow } from '../contract/judgeAnswer.ts';
import { defineCommand } from '../defineCommand.ts';

const text = (value: string | boolean | undefined) => (typeof value === 'string' && value !== '' ? value : undefined);

/** `contract check --base-url URL --tenant KEY`: the black-box conformance check of a back end. */
export const contractCheck = defineCommand({
  words: ['contract', 'check'],
  summary: 'Check a running back end against the back-end contract: answer shapes, error codes, exactly-once orders, token binding, security model.',
  positionals: [],
  options: {
    'base-url': { type: 'string', valueName: 'URL', required: true, description: 'The back end’s origin; its API is below /api (e.g. http://localhost:8787).' },
    tenant: { type: 'string', valueName: 'KEY', required: true, description: 'The tenant to check; the contract names its campaigns and staff account.' },
    'staff-email': { type: 'string', valueName: 'LOGIN', description: 'The staff account to sign in with through /sandbox/login (default: the contract’s for the tenant).' },
    'staff-cookie': { type: 'string', valueName: 'NAME=VALUE', description: 'A staff session cookie to use instead of signing in (a back end with another staff login).' },
    'shop-origin': { type: 'string', valueName: 'URL', description: 'The shop origin of the payment return URLs the back end accepts for the tenant (default: the base URL).' },
    contract: { type: 'string', valueName: 'FILE', description: 'The contract to check against (default: the one this checkout generates, as dist/contract/openapi.json).' },
  },
  details: [
    'Prints one row per check (result, check, expected, seen) and exits 1 when any check fails.',
    'The back end must serve the campaigns and the staff account that x-aboflow-conformance names for the tenant; the sandbox seeds them.',
  ],
  run: async (args, context) => {
    // Loaded here: the contract reads every schema of core and admin, which no other command needs to start.
    const { buildContract } = await import('../contract/buildContract.ts');
    const { runConformanceCheck } = await import('../contract/runConformanceCheck.ts');
    const file = text(args.values.contract);
    const contract = file ? (JSON.parse(readFileSync(file, 'utf8')) as JsonSchema) : buildContract();
    const staffEmail = text(args.values['staff-email']);
    const staffCookie = text(args.values['staff-cookie']);
    const shopOrigin = text(args.values['shop-origin']);
    let rows: CheckRow[];
    try {
      rows = await runConformanceCheck({
        contract,
        baseUrl: String(args.values['base-url']),
        tenant: String(args.values.tenant),
        ...(staffEmail ? { staffEmail } : {}),
        ...(staffCookie ? { staffCookie } : {}),
        ...(shopOrigin ? { shopOrigin } : {}),
      });
    } catch (error) {
      context.err(`contract check: ${(error as Error).message}`);
      return 1;
    }
    for (const line of formatCheckTable(rows)) context.out(line);
    return rows.every((row) => row.passed) ? 0 : 1;
  },
});

/** The rows as a plain-text table (result, check, expected, seen) with a closing count. */
function formatCheckTable(rows: readonly CheckRow[]): string[] {
  const header = ['result', 'check', 'expected', 'seen'];
  const cells = rows.map((row) => [row.passed ? 'ok' : 'FAIL', row.check, row.expected, row.seen]);
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((cell) => Math.min(cell[i]?.length ?? 0, 70))));
  const line = (cell: readonly string[]) => cell.map((text, i) => text.padEnd(widths[i] ?? 0)).join('  ').trimEnd();
  const failed = rows.filter((row) => !row.passed).length;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...cells.map(line), `${rows.length - failed} of ${rows.length} checks passed${failed > 0 ? `, ${failed} failed` : ''}.`];
}

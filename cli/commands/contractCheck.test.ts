import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrokenBackEnd } from '../../sandbox/testing/brokenBackEnd.ts';
import type { Breach } from '../../sandbox/testing/brokenBackEnd.ts';
import { startTestSandbox } from '../../sandbox/testing/testSandbox.ts';
import type { TestSandbox } from '../../sandbox/testing/testSandbox.ts';
import { allCommands } from '../allCommands.ts';
import type { CliContext } from '../CliContext.ts';
import { securityChecks } from '../contract/securityModelChecks.ts';
import { voucherCheckNames } from '../contract/voucherChecks.ts';
import { runCli } from '../runCli.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());

/** Runs `aboflow contract check` against `baseUrl` and answers its exit code and the table's rows. */
async function check(baseUrl: string, tenant = 'sz'): Promise<{ code: number; rows: string[]; failed: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const context: CliContext = { projectRoot: '/p', tenantsRoot: '/p/tenants', distRoot: '/p/dist', env: {}, out: (line) => out.push(line), err: (line) => err.push(line) };
  const code = await runCli(['contract', 'check', '--base-url', baseUrl, '--tenant', tenant], allCommands, context);
  const rows = out.filter((line) => /^(ok|FAIL)\s/.test(line));
  return { code, rows, failed: rows.filter((line) => line.startsWith('FAIL')), err };
}

// Each test runs the whole check (about 45 calls) against a sandbox: seconds on a busy 2-core CI machine.
describe('aboflow contract check (docs/contract.md, "The back-end contract")', { timeout: 30_000 }, () => {
  it('passes the sandbox: every row of every kind is ok and the command exits 0', async () => {
    const result = await check(sandbox.sandbox.url);
    expect(result.failed).toEqual([]);
    expect(result.code).toBe(0);
    const table = result.rows.join('\n');
    for (const row of ['form data and token', 'storedData read back', '401 TOKEN_MISSING', 'exactly once', '409 PAYMENT_UNIQUE_ID_USED', 'TOKEN_MISMATCH', ...Object.values(securityChecks), ...Object.values(voucherCheckNames), 'admin home']) {
      expect(table).toContain(row);
    }
    expect(result.rows.length).toBeGreaterThan(30);
  });

  it.each([
    ['unpaidCardOrder', securityChecks.unpaidCard],
    ['foreignReturnHost', securityChecks.foreignReturnHost],
    ['crossOriginStaffWrite', securityChecks.crossOriginStaffWrite],
    ['voucherIgnoredInPrice', voucherCheckNames.pricedByServer],
  ] as [Breach, string][])('fails a back end that gives up %s in exactly that row and exits 1', async (breach, row) => {
    const broken = await startBrokenBackEnd(sandbox.sandbox.url, breach);
    try {
      const result = await check(broken.url);
      expect(result.failed.map((line) => line.replace(/^FAIL\s+/, '').slice(0, row.length))).toEqual([row]);
      expect(result.code).toBe(1);
    } finally {
      await broken.close();
    }
  });

  it('fails an answer of the wrong shape in exactly its row (the sandbox answering countries malformed)', async () => {
    await sandbox.fetch('/sandbox/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ call: 'countries', malformed: true, times: 1 }) });
    try {
      const result = await check(sandbox.sandbox.url);
      expect(result.failed).toHaveLength(1);
      expect(result.failed[0]).toMatch(/^FAIL\s+countries\s.*200, answer fits countries\s+200: /);
      expect(result.code).toBe(1);
    } finally {
      await sandbox.fetch('/sandbox/faults', { method: 'DELETE' });
    }
  });

  it('says which tenants the contract names when asked for another, and exits 1', async () => {
    const result = await check(sandbox.sandbox.url, 'nope');
    expect(result.code).toBe(1);
    expect(result.err.join('\n')).toMatch(/names no tenant "nope".*sz/);
  });
});

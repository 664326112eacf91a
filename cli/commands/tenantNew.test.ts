import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Tenant } from '../../core/tenant/defineTenant.ts';
import { allCommands } from '../allCommands.ts';
import type { CliContext, Prompt } from '../CliContext.ts';
import { loadTenant } from '../loadTenant.ts';
import { PromptCancelled } from '../openTerminalPrompt.ts';
import { runCli } from '../runCli.ts';

const projectRoot = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
let tenantsRoot: string;
beforeEach(() => {
  tenantsRoot = mkdtempSync(join(tmpdir(), 'aboflow-tenant-new-'));
});
afterEach(() => rmSync(tenantsRoot, { recursive: true, force: true }));

/** A CLI context on a temp tenants folder; with `typed`, a terminal whose reader types these lines in turn. */
function contextWith(typed?: string[]) {
  const lines = { out: [] as string[], err: [] as string[], asked: [] as string[] };
  const prompt: Prompt = {
    ask: async (question) => {
      lines.asked.push(question);
      const answer = typed?.shift();
      // Ctrl+D after the last typed line, as a terminal does.
      if (answer === undefined) throw new PromptCancelled();
      return answer;
    },
    close: () => undefined,
  };
  const context: CliContext = {
    projectRoot,
    tenantsRoot,
    distRoot: join(tenantsRoot, 'dist'),
    env: {},
    out: (line) => lines.out.push(line),
    err: (line) => lines.err.push(line),
    ...(typed ? { openPrompt: () => prompt } : {}),
  };
  return { context, lines };
}

describe('tenant new', { timeout: 30_000 }, () => {
  it('in a script without --name stops with one line and writes nothing', async () => {
    const { context, lines } = contextWith();
    expect(await runCli(['tenant', 'new', 'demo'], allCommands, context)).toBe(2);
    expect(lines.err).toEqual([
      'tenant new: --name "Brand" is needed when tenant new cannot ask (no terminal, or --yes); every other value may be left to a placeholder.',
    ]);
  });

  it('refuses a flag value the tenant check would refuse, with the check\'s words', async () => {
    const { context, lines } = contextWith();
    expect(await runCli(['tenant', 'new', 'demo', '--name', 'Demo Zeitung', '--plugins', 'gift,bonsu'], allCommands, context)).toBe(2);
    expect(lines.err).toEqual(['tenant new: --plugins "gift,bonsu": unknown plugin "bonsu" (did you mean "bonus"?); choose from admin, bonus, card, cash-bonus, gift, loyalty, lwl, paypal, region, student, voucher, young-adult.']);
    expect(await runCli(['tenant', 'new', 'demo', '--name', 'Demo Zeitung', '--website', 'http://www.demo.de'], allCommands, context)).toBe(2);
    expect(lines.err[1]).toBe('tenant new: --website "http://www.demo.de": expected an https:// URL, got the unencrypted "http://www.demo.de".');
  });

  it('asks on a terminal for what no flag gives, refuses a bad answer, shows what was typed and asks again', async () => {
    const typed = ['Demo Zeitung', 'abo.demo-zeitung.de', 'modern', 'gift, card', 'gtm-1', 'GTM-DEMO123', 'https://www.demo-zeitung.de', '', '0711 7205-0', '', ''];
    const { context, lines } = contextWith(typed);
    expect(await runCli(['tenant', 'new', 'demo', '--consent-host', 'https://consent.demo-zeitung.de'], allCommands, context)).toBe(0);
    expect(typed).toEqual([]);
    expect(lines.asked[0]).toBe('Brand name readers know [(required)]: ');
    expect(lines.asked.some((question) => question.startsWith('Consent'))).toBe(false);
    expect(lines.asked[5]).toContain('(you typed: gtm-1)');
    expect(lines.err).toEqual(['  expected a tag manager container id such as "GTM-K7SZ4QD", got "gtm-1"']);
    const tenant = (await loadTenant(tenantsRoot, 'demo')) as Tenant;
    expect(tenant).toMatchObject({ name: 'Demo Zeitung', hosts: ['abo.demo-zeitung.de', 'demo.localhost'], trackingContainerId: 'GTM-DEMO123' });
    expect(tenant.theme.name).toBe('modern');
    expect(tenant.plugins.map((plugin) => plugin.id)).toEqual(['gift', 'card']);
    expect(tenant.legal.termsUrl).toBe('https://www.demo-zeitung.de/agb');
    expect(tenant.consent.host).toBe('https://consent.demo-zeitung.de');
    expect(lines.out[0]).toMatch(/placeholder\(s\) to fill in before a production build: contact\.myDataUrl, .*sepaCreditorId/);
  });

  it('stops without writing when the reader cancels (Ctrl+C or Ctrl+D)', async () => {
    const { context, lines } = contextWith(['Demo Zeitung']);
    expect(await runCli(['tenant', 'new', 'demo'], allCommands, context)).toBe(130);
    expect(lines.err).toEqual(['tenant new: cancelled; nothing was written.']);
    expect(existsSync(join(tenantsRoot, 'demo'))).toBe(false);
  });

  it('with --yes asks nothing, also on a terminal', async () => {
    const { context, lines } = contextWith([]);
    expect(await runCli(['tenant', 'new', 'demo', '--name', 'Demo Zeitung', '--yes'], allCommands, context)).toBe(0);
    expect(lines.asked).toEqual([]);
    expect(((await loadTenant(tenantsRoot, 'demo')) as Tenant).trackingContainerId).toBe('GTM-TODO');
  });
});

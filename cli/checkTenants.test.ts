import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantProblem } from '../core/tenant/TenantProblem.ts';
import { checkTenants } from './checkTenants.ts';
import { scaffoldTenant } from './scaffoldTenant.ts';

const projectRoot = dirname(dirname(fileURLToPath(import.meta.url)));
// Fixtures live in a temp folder; their relative imports point back into the checkout, all at the same depth.
let fixturesRoot: string;
let template: string;

const answers = {
  name: 'Demo Zeitung',
  hosts: ['abo.demo-zeitung.de'],
  plugins: ['gift', 'card'],
  trackingContainerId: 'GTM-DEMO123',
  website: 'https://www.demo-zeitung.de',
  accountUrl: 'https://konto.demo-zeitung.de',
  phone: '0711 7205-0',
  consentHost: 'https://consent.demo-zeitung.de',
  sepaCreditorId: 'DE63ZZZ10008021947',
};

beforeAll(async () => {
  fixturesRoot = mkdtempSync(join(tmpdir(), 'aboflow-check-fixtures-'));
  const templateRoot = join(fixturesRoot, 'template');
  await scaffoldTenant({ projectRoot, sourceTenantsRoot: join(projectRoot, 'tenants'), tenantsRoot: templateRoot, key: 'demo', ...answers });
  template = readFileSync(join(templateRoot, 'demo', 'tenant.ts'), 'utf8');
}, 60_000);
afterAll(() => rmSync(fixturesRoot, { recursive: true, force: true }));

/** A tenants folder with the valid template as `demo`, broken by `edit`, and a valid neighbour `other` (edited by `other`). */
function fixture(name: string, edit: (source: string) => string, other?: (source: string) => string): string {
  const root = join(fixturesRoot, name);
  let changed = false;
  for (const key of other ? ['demo', 'other'] : ['demo']) {
    cpSync(join(fixturesRoot, 'template', 'demo'), join(root, key), { recursive: true });
    const own = template.replace(/'demo'/g, `'${key}'`).replace(/demo\.localhost/, `${key}.localhost`);
    const neighbour = own.replace('abo.demo-zeitung.de', 'abo.other-zeitung.de').replace('GTM-DEMO123', 'GTM-OTHER12');
    const edited = key === 'demo' ? edit(own) : other!(neighbour);
    changed ||= edited !== (key === 'demo' ? own : neighbour);
    writeFileSync(join(root, key, 'tenant.ts'), edited);
  }
  // A fixture whose edit finds nothing to change would test the valid template by mistake.
  if (!changed && name !== 'valid') throw new Error(`fixture ${name}: the edit changed nothing`);
  return root;
}

const error = (field: string, message: string, fix: string): Omit<TenantProblem, 'tenant'> => ({ field, level: 'error', message, fix });

describe('checkTenants on broken tenant packages', { timeout: 60_000 }, () => {
  it('finds nothing wrong with the fully answered template', async () => {
    expect((await checkTenants(projectRoot, fixture('valid', (s) => s), ['demo'])).problems).toEqual([]);
  });

  it.each([
    {
      check: 'a host another tenant has',
      edit: (s: string) => s,
      other: (s: string) => s.replace("'abo.other-zeitung.de'", "'abo.demo-zeitung.de'"),
      production: false,
      problems: [error('hosts.0', 'host "abo.demo-zeitung.de" is also a host of tenant "other"', 'give "demo" its own host; each host may belong to one tenant only')],
    },
    {
      check: 'a tracking id another tenant has',
      edit: (s: string) => s,
      other: (s: string) => s.replace("'GTM-OTHER12'", "'GTM-DEMO123'"),
      production: false,
      problems: [error('trackingContainerId', 'tracking container "GTM-DEMO123" is also used by tenant "other"', 'set "trackingContainerId" to the publisher\'s own container id')],
    },
    {
      check: 'an http:// URL',
      edit: (s: string) => s.replace("'https://www.demo-zeitung.de/impressum'", "'http://www.demo-zeitung.de/impressum'"),
      production: false,
      problems: [error('legal.imprintUrl', 'expected an https:// URL, got the unencrypted "http://www.demo-zeitung.de/impressum"', 'set "legal.imprintUrl" to an https:// URL')],
    },
    {
      check: 'a leftover placeholder while developing',
      edit: (s: string) => s.replace("'GTM-DEMO123'", "'GTM-TODO'"),
      production: false,
      problems: [{ field: 'trackingContainerId', level: 'warning', message: '"GTM-TODO" is a placeholder', fix: 'set "trackingContainerId" to the publisher\'s real value' }],
    },
    {
      check: 'a leftover placeholder in a production build',
      edit: (s: string) => s.replace("'abo.demo-zeitung.de'", "'abo.demo.example'"),
      production: true,
      problems: [error('hosts.0', '"abo.demo.example" is a placeholder', 'set "hosts.0" to the publisher\'s real value')],
    },
    {
      check: 'a mistyped key',
      edit: (s: string) => s.replace('validCardMonths:', 'validCardMonth:'),
      production: false,
      problems: [
        error('validCardMonths', '"validCardMonths" is missing', 'add "validCardMonths" (a whole number)'),
        error('validCardMonth', 'unknown field "validCardMonth" (did you mean "validCardMonths"?)', 'rename "validCardMonth" to "validCardMonths"'),
      ],
    },
    {
      check: 'a plugin option its type does not allow',
      edit: (s: string) => s.replace('gift()', 'gift({ timeLimits: [0, 5] })'),
      production: false,
      problems: [error('plugins.gift.timeLimits.1', 'expected one of 0, 3, 6, 12, got 5', 'set "plugins.gift.timeLimits.1" to one of 0, 3, 6, 12 in gift({ ... })')],
    },
    {
      check: 'a hand-made plugin without contributions',
      edit: (s: string) => s.replace('card()]', "card(), { kind: 'plugin', id: 'newsletter', options: {} }]"),
      production: false,
      problems: [error('plugins.2.contributes', '"plugins.2.contributes" is missing', 'add "plugins.2.contributes" (a list [...])')],
    },
  ])('names $check with tenant, field and fix', async ({ check, edit, other, production, problems }) => {
    const root = fixture(check.replace(/\W+/g, '-'), edit, other);
    const result = await checkTenants(projectRoot, root, ['demo'], { placeholders: production ? 'error' : 'warning' });
    expect(result.problems).toEqual(problems.map((problem) => ({ tenant: 'demo', ...problem })));
    for (const problem of result.problems) expect(problem.message).not.toMatch(/never|`|\/\^|is not iterable|Expected an? |at .*\.ts:\d+/);
    expect(result.tenants.map((tenant) => tenant.key)).toEqual(problems.some((problem) => problem.level === 'error') ? [] : ['demo']);
  });
});

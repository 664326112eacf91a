import { number, object } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { coreExtensionPoints } from '../extensionPoints/coreExtensionPoints.ts';
import { definePlugin } from '../plugin/definePlugin.ts';
import { checkTenant } from './checkTenant.ts';
import { formatTenantProblems } from './formatTenantProblems.ts';
import { tenantFixture } from './tenantFixture.ts';

// A complete, valid tenant (core's fixture; the real packages are checked in tenants/checkAllTenants.test.ts); each
// test breaks exactly one thing in a copy of it. Wiring is covered by the duplicate and bad-option cases below.
const valid = tenantFixture;

describe('checkTenant', () => {
  it('finds nothing wrong with a valid tenant', () => {
    expect(checkTenant(valid, [], 'testblatt')).toEqual([]);
    expect(checkTenant(valid, coreExtensionPoints, 'testblatt')).toEqual([]);
  });

  it('names a missing text key and says to add it', () => {
    const { loginButton: _removed, ...start } = valid.texts.start;
    const problems = checkTenant({ ...valid, texts: { ...valid.texts, start } }, [], 'testblatt');
    expect(problems).toEqual([
      {
        tenant: 'testblatt',
        field: 'texts.start.loginButton',
        message: 'Expected a string, but received: undefined',
        fix: 'add "texts.start.loginButton" to the tenant',
      },
    ]);
  });

  it('names a value of the wrong type and the type it needs', () => {
    const problems = checkTenant({ ...valid, validCardMonths: '6' }, [], 'testblatt');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ tenant: 'testblatt', field: 'validCardMonths' });
    expect(problems[0]!.message).toBe('Expected an integer, but received: "6"');
    expect(problems[0]!.fix).toMatch(/^set "validCardMonths" to an? integer$/);
  });

  it.each(['DE98ZZZ0999999999', 'DE97ZZZ09999999999', ''])('refuses the SEPA creditor id "%s" (format DE99ZZZ99999999999, check digits)', (sepaCreditorId) => {
    const problems = checkTenant({ ...valid, sepaCreditorId }, [], 'testblatt');
    expect(problems.map((problem) => problem.field)).toEqual(['sepaCreditorId']);
  });

  it('names a value out of range and the refinement it fails', () => {
    const problems = checkTenant({ ...valid, validCardMonths: 30 }, [], 'testblatt');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ tenant: 'testblatt', field: 'validCardMonths', fix: 'set "validCardMonths" to a value that passes "max"' });
    expect(problems[0]!.message).toContain('less than or equal to 24');
  });

  it('names a brand colour that is not #rrggbb, with tenant, field and fix', () => {
    const problems = checkTenant({ ...valid, brand: { colors: { ...valid.brand?.colors, primary: 'blue' } } }, [], 'testblatt');
    expect(problems).toEqual([
      {
        tenant: 'testblatt',
        field: 'brand.colors.primary',
        message: 'expected a colour written #rrggbb, got "blue"',
        fix: 'set "brand.colors.primary" to a colour written #rrggbb, e.g. "#0b3d6e"',
      },
    ]);
  });

  it('names an unknown brand token and a radius that is not a length', () => {
    const problems = checkTenant({ ...valid, brand: { colors: { headerColour: '#000000' }, radius: 'round' } }, [], 'testblatt');
    expect(problems.map((problem) => problem.field).sort()).toEqual(['brand.colors.headerColour', 'brand.radius']);
    expect(problems.find((problem) => problem.field === 'brand.radius')!.message).toBe('expected a length such as "4px" or "0.5rem", got "round"');
    expect(problems.find((problem) => problem.field === 'brand.colors.headerColour')!.fix).toBe(
      'remove "brand.colors.headerColour": the tenant schema has no such field',
    );
  });

  it('names a URL that is neither absolute nor a path', () => {
    const problems = checkTenant(
      { ...valid, legal: { ...valid.legal, imprintUrl: 'www.stuttgarter-zeitung.de/impressum' } },
      [],
      'testblatt',
    );
    expect(problems).toEqual([
      {
        tenant: 'testblatt',
        field: 'legal.imprintUrl',
        message: 'expected an absolute URL (https://...) or a path starting with "/", got "www.stuttgarter-zeitung.de/impressum"',
        fix: 'set "legal.imprintUrl" to an absolute https:// URL or a path starting with "/"',
      },
    ]);
  });

  it('names a host given as a URL instead of a host name', () => {
    const problems = checkTenant({ ...valid, hosts: ['https://abo.stuttgarter-zeitung.de'] }, [], 'testblatt');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ tenant: 'testblatt', field: 'hosts.0', fix: 'set "hosts.0" to a value that passes "pattern"' });
    expect(problems[0]!.message).toContain('"https://abo.stuttgarter-zeitung.de"');
  });

  it('names an unknown extra field and says to remove it', () => {
    const problems = checkTenant({ ...valid, flags: { ...valid.flags, regionSelect: true } }, [], 'testblatt');
    expect(problems).toEqual([
      {
        tenant: 'testblatt',
        field: 'flags.regionSelect',
        message: 'Expected a value of type `never`, but received: `true`',
        fix: 'remove "flags.regionSelect": the tenant schema has no such field',
      },
    ]);
  });

  it('names a key that does not match the tenant folder', () => {
    expect(checkTenant(valid, [], 'stn')).toEqual([
      {
        tenant: 'stn',
        field: 'key',
        message: 'the package in tenants/stn/ declares key "testblatt"',
        fix: 'set key to "stn" or rename the folder',
      },
    ]);
  });

  it('names a plugin listed twice', () => {
    const plugins = [definePlugin({ id: 'x', contributes: [] }), definePlugin({ id: 'x', contributes: [] })];
    expect(checkTenant({ ...valid, plugins }, [], 'testblatt')).toEqual([
      {
        tenant: 'testblatt',
        field: 'plugins',
        message: `Plugin "x" is listed twice. Remove one of the two entries from the tenant's plugins.`,
        fix: 'enable each plugin once',
      },
    ]);
  });

  it('names a plugin with bad options and the option that fails', () => {
    const plugin = definePlugin<{ limit: number }>({
      id: 'gift',
      options: { limit: 'twelve' } as unknown as { limit: number },
      optionsSchema: object({ limit: number() }),
      contributes: [],
    });
    const problems = checkTenant({ ...valid, plugins: [plugin] }, [], 'testblatt');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ tenant: 'testblatt', field: 'plugins' });
    expect(problems[0]!.message).toMatch(/^Plugin "gift" has bad options: field "limit": .*Expected a number, but received: "twelve"/);
    expect(problems[0]!.message).toContain('Fix the options passed to gift(...).');
  });

  it('reports every schema mistake at once, each with its field', () => {
    const problems = checkTenant(
      { ...valid, validCardMonths: '6', trackingContainerId: 'gtm-123', contact: { ...valid.contact, phone: 'ruf an' } },
      [],
      'testblatt',
    );
    expect(problems.map((problem) => problem.field).sort()).toEqual(['contact.phone', 'trackingContainerId', 'validCardMonths']);
  });

  it('falls back to the declared key when no folder is given, and to "(unknown)" without one', () => {
    expect(checkTenant({ ...valid, validCardMonths: 0 }, [])[0]!.tenant).toBe('testblatt');
    expect(checkTenant({}, [])[0]!.tenant).toBe('(unknown)');
  });

  it('formats a problem as one line naming tenant, field and fix', () => {
    const { loginButton: _removed, ...start } = valid.texts.start;
    const problems = checkTenant({ ...valid, texts: { ...valid.texts, start } }, [], 'testblatt');
    expect(formatTenantProblems(problems)).toBe(
      'tenant "testblatt", field "texts.start.loginButton": Expected a string, but received: undefined. ' +
        'Fix: add "texts.start.loginButton" to the tenant.',
    );
  });
});

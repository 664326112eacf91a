// Core's tenant check against a real tenant package and real plugins (core's own tests may use neither, see biome.jsonc).
import { number, object } from 'superstruct';
import { describe, expect, it } from 'vitest';
import stz from '../tenants/stz/tenant.ts';
import { gift } from '../plugins/gift/index.ts';
import { region } from '../plugins/region/index.ts';
import { bonus } from '../plugins/bonus/index.ts';
import { coreExtensionPoints } from '../core/extensionPoints/coreExtensionPoints.ts';
import { definePlugin } from '../core/plugin/definePlugin.ts';
import { checkTenant } from '../core/tenant/checkTenant.ts';
import { formatTenantProblems } from '../core/tenant/TenantProblem.ts';

// A real, valid tenant package; each case breaks exactly one thing in a copy of it.
// The schema cases run without plugins; the plugin cases wire against core's extension points.
const valid = { ...stz, plugins: [] };
const { loginButton: _removed, ...startWithoutLogin } = valid.texts.start;

// Messages an integrator must never see: superstruct's type names, regular expressions, JavaScript errors.
const internals = /never|`|\/\^|is not iterable|Expected a |Expected an |TypeError|at .*\.ts:\d+/;

describe('checkTenant', () => {
  it('finds nothing wrong with a valid tenant', () => {
    expect(checkTenant(valid, [], 'stz')).toEqual([]);
    expect(checkTenant(stz, coreExtensionPoints, 'stz')).toEqual([]);
  });

  it.each([
    {
      broken: 'a missing text key',
      tenant: { ...valid, texts: { ...valid.texts, start: startWithoutLogin } },
      field: 'texts.start.loginButton',
      message: '"texts.start.loginButton" is missing',
      fix: 'add "texts.start.loginButton" (a text)',
    },
    {
      broken: 'a value of the wrong type',
      tenant: { ...valid, validCardMonths: '6' },
      field: 'validCardMonths',
      message: 'expected a whole number, got "6"',
      fix: 'set "validCardMonths" to a whole number',
    },
    {
      broken: 'a value out of range',
      tenant: { ...valid, validCardMonths: 30 },
      field: 'validCardMonths',
      message: 'expected a whole number of at most 24, got 30',
      fix: 'set "validCardMonths" to a whole number of at most 24',
    },
    {
      broken: 'a text too short',
      tenant: { ...valid, name: 'S' },
      field: 'name',
      message: 'expected 2 to 80 characters, got "S"',
      fix: 'set "name" to 2 to 80 characters',
    },
    {
      broken: 'a brand colour that is not #rrggbb',
      tenant: { ...valid, brand: { colors: { ...valid.brand?.colors, primary: 'blue' } } },
      field: 'brand.colors.primary',
      message: 'expected a colour written #rrggbb, got "blue"',
      fix: 'set "brand.colors.primary" to a colour written #rrggbb',
    },
    {
      broken: 'a radius that is not a length',
      tenant: { ...valid, brand: { radius: 'round' } },
      field: 'brand.radius',
      message: 'expected a length such as "4px" or "0.5rem", got "round"',
      fix: 'set "brand.radius" to a length such as "4px" or "0.5rem"',
    },
    {
      broken: 'a URL that is neither absolute nor a path',
      tenant: { ...valid, legal: { ...valid.legal, imprintUrl: 'www.stuttgarter-zeitung.de/impressum' } },
      field: 'legal.imprintUrl',
      message: 'expected an absolute URL (https://...) or a path starting with "/", got "www.stuttgarter-zeitung.de/impressum"',
      fix: 'set "legal.imprintUrl" to an absolute URL (https://...) or a path starting with "/"',
    },
    {
      broken: 'an http:// URL',
      tenant: { ...valid, legal: { ...valid.legal, privacyUrl: 'http://www.stuttgarter-zeitung.de/datenschutz' } },
      field: 'legal.privacyUrl',
      message: 'expected an https:// URL, got the unencrypted "http://www.stuttgarter-zeitung.de/datenschutz"',
      fix: 'set "legal.privacyUrl" to an https:// URL',
    },
    {
      broken: 'a host given as a URL',
      tenant: { ...valid, hosts: ['https://abo.stuttgarter-zeitung.de'] },
      field: 'hosts.0',
      message: 'expected a host name in lower case such as "abo.example-zeitung.de" (no https://, no path), got "https://abo.stuttgarter-zeitung.de"',
      fix: 'set "hosts.0" to a host name in lower case such as "abo.example-zeitung.de" (no https://, no path)',
    },
    {
      broken: 'a tracking id in the wrong form',
      tenant: { ...valid, trackingContainerId: 'gtm-123' },
      field: 'trackingContainerId',
      message: 'expected a tag manager container id such as "GTM-K7SZ4QD", got "gtm-123"',
      fix: 'set "trackingContainerId" to a tag manager container id such as "GTM-K7SZ4QD"',
    },
    {
      broken: 'a mistyped field',
      tenant: { ...valid, flags: { ...valid.flags, regoin: true } },
      field: 'flags.regoin',
      message: 'unknown field "regoin" (did you mean "region"?)',
      fix: 'rename "flags.regoin" to "region"',
    },
    {
      broken: 'an unknown field',
      tenant: { ...valid, flags: { ...valid.flags, newsletterBox: true } },
      field: 'flags.newsletterBox',
      message: 'unknown field "newsletterBox"',
      fix: 'remove "flags.newsletterBox": there is no such field',
    },
    {
      broken: 'an unknown brand token',
      tenant: { ...valid, brand: { colors: { headerColour: '#000000' } } },
      field: 'brand.colors.headerColour',
      message: 'unknown field "headerColour" (did you mean "headerFocus"?)',
      fix: 'rename "brand.colors.headerColour" to "headerFocus"',
    },
    {
      broken: 'a key that does not match the folder',
      tenant: { ...valid, key: 'stn' },
      field: 'key',
      message: 'the package in tenants/stz/ declares key "stn"',
      fix: 'set key to "stz" or rename the folder',
    },
    {
      broken: 'a plugin without contributions',
      tenant: { ...valid, plugins: [{ kind: 'plugin', id: 'newsletter', options: {} }] },
      field: 'plugins.0.contributes',
      message: '"plugins.0.contributes" is missing',
      fix: 'add "plugins.0.contributes" (a list [...])',
    },
    {
      broken: 'a gift time limit out of 0, 3, 6, 12',
      tenant: { ...stz, plugins: [gift({ timeLimits: [0, 5] as never })] },
      field: 'plugins.gift.timeLimits.1',
      message: 'expected one of 0, 3, 6, 12, got 5',
      fix: 'set "plugins.gift.timeLimits.1" to one of 0, 3, 6, 12 in gift({ ... })',
    },
    {
      broken: 'an empty gift time-limit list',
      tenant: { ...stz, plugins: [gift({ timeLimits: [] })] },
      field: 'plugins.gift.timeLimits',
      message: 'expected 1 to 4 entries, got []',
      fix: 'set "plugins.gift.timeLimits" to 1 to 4 entries in gift({ ... })',
    },
    {
      broken: 'a mistyped plugin option',
      tenant: { ...stz, plugins: [gift({ timeLimit: [3] } as never)] },
      field: 'plugins.gift.timeLimit',
      message: 'unknown field "timeLimit" (did you mean "timeLimits"?)',
      fix: 'rename "plugins.gift.timeLimit" to "timeLimits" in gift({ ... })',
    },
    {
      broken: 'an option passed to a plugin that takes none',
      tenant: { ...stz, plugins: [bonus({ tiles: 3 } as never)] },
      field: 'plugins.bonus.tiles',
      message: 'unknown field "tiles"',
      fix: 'remove "plugins.bonus.tiles": there is no such field in bonus({ ... })',
    },
    {
      broken: 'a region option of the wrong type',
      tenant: { ...stz, plugins: [region({ allowNoRegion: 'yes' as never })] },
      field: 'plugins.region.allowNoRegion',
      message: 'expected true or false, got "yes"',
      fix: 'set "plugins.region.allowNoRegion" to true or false in region({ ... })',
    },
  ])('names $broken with tenant, field, plain message and fix', ({ tenant, field, message, fix }) => {
    const problems = checkTenant(tenant, coreExtensionPoints, 'stz');
    expect(problems).toEqual([{ tenant: 'stz', field, level: 'error', message, fix }]);
    expect(problems[0]!.message).not.toMatch(internals);
  });

  it('names a plugin listed twice', () => {
    const plugins = [definePlugin({ id: 'x', contributes: [] }), definePlugin({ id: 'x', contributes: [] })];
    expect(checkTenant({ ...valid, plugins }, [], 'stz')).toEqual([
      {
        tenant: 'stz',
        field: 'plugins',
        level: 'error',
        message: `Plugin "x" is listed twice. Remove one of the two entries from the tenant's plugins.`,
        fix: 'enable each plugin once',
      },
    ]);
  });

  it('checks a hand-written plugin against its own schema', () => {
    const plugin = definePlugin<{ limit: number }>({
      id: 'limits',
      options: { limit: 'twelve' } as unknown as { limit: number },
      optionsSchema: object({ limit: number() }),
      contributes: [],
    });
    expect(checkTenant({ ...valid, plugins: [plugin] }, [], 'stz')).toEqual([
      { tenant: 'stz', field: 'plugins.limits.limit', level: 'error', message: 'expected a number, got "twelve"', fix: 'set "plugins.limits.limit" to a number in limits({ ... })' },
    ]);
  });

  it('reports every schema mistake at once, each with its field', () => {
    const problems = checkTenant(
      { ...valid, validCardMonths: '6', trackingContainerId: 'gtm-123', contact: { ...valid.contact, phone: 'ruf an' } },
      [],
      'stz',
    );
    expect(problems.map((problem) => problem.field).sort()).toEqual(['contact.phone', 'trackingContainerId', 'validCardMonths']);
  });

  it('falls back to the declared key when no folder is given, and to "(unknown)" without one', () => {
    expect(checkTenant({ ...valid, validCardMonths: 0 }, [])[0]!.tenant).toBe('stz');
    expect(checkTenant({}, [])[0]!.tenant).toBe('(unknown)');
  });

  it('formats a problem as one line naming tenant, field and fix', () => {
    const problems = checkTenant({ ...valid, texts: { ...valid.texts, start: startWithoutLogin } }, [], 'stz');
    expect(formatTenantProblems(problems)).toBe(
      'tenant "stz", field "texts.start.loginButton": "texts.start.loginButton" is missing. Fix: add "texts.start.loginButton" (a text).',
    );
    expect(formatTenantProblems([{ ...problems[0]!, level: 'warning' }])).toMatch(/^warning: tenant "stz"/);
  });
});

import { rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatTenantProblems } from '../../core/tenant/TenantProblem.ts';
import { checkTenants } from '../checkTenants.ts';
import { defineCommand } from '../defineCommand.ts';
import { askTenantAnswers, toTenantAnswers, type RawAnswers } from '../askTenantAnswers.ts';
import { listPlugins } from '../listPlugins.ts';
import { listThemes } from '../loadTheme.ts';
import { PromptCancelled } from '../openTerminalPrompt.ts';
import { scaffoldTenant } from '../scaffoldTenant.ts';
import { answerProblem, tenantQuestions } from '../tenantQuestions.ts';

/** `tenant new KEY`: asks on a terminal (or takes flags) and scaffolds a tenant package that passes the check at once. */
export const tenantNew = defineCommand({
  words: ['tenant', 'new'],
  summary: 'Scaffold tenants/KEY/ (tenant.ts, logo, favicon), asking on a terminal; from an existing tenant or the shared texts.',
  positionals: ['KEY'],
  options: {
    ...Object.fromEntries(
      tenantQuestions.map((question) => [
        question.flag,
        { type: 'string', valueName: question.list ? 'A,B' : 'VALUE', description: `${question.question} (default: ${question.fallback}).` } as const,
      ]),
    ),
    from: { type: 'string', valueName: 'KEY', description: 'Copy plugins, options, flags, brand and texts of this tenant; never its hosts, URLs, ids or phone.' },
    yes: { type: 'boolean', description: 'Ask nothing: what no flag gives becomes a placeholder (--name is still needed).' },
  },
  details: [
    'KEY: 2 to 16 characters, lower-case letters, digits and "-", starting with a letter.',
    'On a terminal, tenant new asks for every value no flag gives; in a script it takes the flags and --name is required.',
    'Placeholders (TODO, *.example, +00 ..., DE98ZZZ09999999999) are warnings of "tenant check" and errors of "build".',
  ],
  run: async (args, context) => {
    const key = args.positionals[0]!;
    const from = args.values.from as string | undefined;
    const known = { themes: listThemes(context.projectRoot), plugins: listPlugins(context.projectRoot).map((plugin) => plugin.id) };
    let raw: RawAnswers = {};
    for (const question of tenantQuestions) {
      const value = args.values[question.flag];
      if (typeof value !== 'string') continue;
      const problem = answerProblem(question, value, known);
      if (problem) {
        context.err(`tenant new: --${question.flag} "${value}": ${problem}.`);
        return 2;
      }
      raw = { ...raw, [question.answer]: value };
    }
    if (context.openPrompt && args.values.yes !== true) {
      const prompt = context.openPrompt();
      try {
        raw = await askTenantAnswers(prompt, raw, known, context.err);
      } catch (error) {
        if (!(error instanceof PromptCancelled)) throw error;
        context.err('tenant new: cancelled; nothing was written.');
        return 130;
      } finally {
        prompt.close();
      }
    }
    const name = raw.name;
    if (name === undefined) {
      context.err('tenant new: --name "Brand" is needed when tenant new cannot ask (no terminal, or --yes); every other value may be left to a placeholder.');
      return 2;
    }
    let files: string[];
    try {
      files = await scaffoldTenant({
        projectRoot: context.projectRoot,
        sourceTenantsRoot: join(context.projectRoot, 'tenants'),
        tenantsRoot: context.tenantsRoot,
        key,
        ...toTenantAnswers({ ...raw, name }),
        ...(from === undefined ? {} : { from }),
      });
    } catch (error) {
      context.err(`tenant new: ${(error as Error).message}`);
      return 1;
    }
    const dir = join(context.tenantsRoot, key);
    const { problems } = await checkTenants(context.projectRoot, context.tenantsRoot, [key]);
    if (problems.some((problem) => problem.level === 'error')) {
      // A package that fails its own check would only confuse; remove it and say why.
      rmSync(dir, { recursive: true, force: true });
      context.err(`tenant new: the scaffolded package did not pass the tenant check and was removed:\n${formatTenantProblems(problems)}`);
      return 1;
    }
    const shown = (file: string) => (relative(context.projectRoot, file).startsWith('..') ? file : relative(context.projectRoot, file));
    const placeholders = problems.filter((problem) => problem.level === 'warning');
    context.out(
      `Created ${shown(dir)}/${from === undefined ? '' : ` from tenants/${from}/`}; tenant check: ok` +
        (placeholders.length === 0 ? '.' : `, ${placeholders.length} placeholder(s) to fill in before a production build: ${placeholders.map((p) => p.field).join(', ')}.`),
    );
    for (const file of files) context.out(`  ${shown(file)}`);
    context.out(
      [
        '',
        'Next steps:',
        `  1. Edit ${shown(files[0]!)}: the placeholders above, the legal URLs (derived from the website: check them),`,
        '     the plugins and any text the publisher words differently.',
        `  2. Replace ${shown(join(dir, 'assets'))}/logo.svg and favicon.svg with the brand's artwork.`,
        `  3. node cli/aboflow.mjs tenant check ${key}`,
        `  4. npm run build -- --tenant ${key}   (fails while placeholders are left; add --allow-placeholders for a trial build)`,
        `  5. Preview: node cli/aboflow.mjs preview --tenant ${key}  (or npm start, then http://${key}.localhost:8080/neubestellung/abo/)`,
      ].join('\n'),
    );
    return 0;
  },
});

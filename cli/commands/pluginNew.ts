import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defineCommand } from '../defineCommand.ts';
import { pluginFactoryName } from '../listPlugins.ts';
import { renderPluginFiles } from '../renderPluginFiles.ts';

/** `plugin new NAME`: scaffolds plugins/NAME/ that typechecks and passes its test at once. */
export const pluginNew = defineCommand({
  words: ['plugin', 'new'],
  summary: 'Scaffold plugins/NAME/ (index.ts with options schema and one contribution, a lazy component, a test).',
  positionals: ['NAME'],
  options: {},
  details: ['NAME: 2 to 31 characters, lower-case letters, digits and "-", starting with a letter, e.g. "newsletter" or "print-trial".'],
  run: async (args, context) => {
    const id = args.positionals[0]!;
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(id) || id.length < 2 || id.length > 31 || id === 'admin') {
      context.err(`plugin new: "${id}" is not a valid plugin name: use 2 to 31 lower-case letters, digits and single "-", starting with a letter (not "admin").`);
      return 2;
    }
    const dir = join(context.projectRoot, 'plugins', id);
    if (existsSync(dir)) {
      context.err(`plugin new: ${dir} already exists. Pick another name.`);
      return 1;
    }
    mkdirSync(dir, { recursive: true });
    const files = Object.entries(renderPluginFiles(id)).map(([name, content]) => {
      writeFileSync(join(dir, name), content);
      return join(dir, name);
    });
    const shown = (file: string) => (relative(context.projectRoot, file).startsWith('..') ? file : relative(context.projectRoot, file));
    context.out(`Created ${shown(dir)}/:`);
    for (const file of files) context.out(`  ${shown(file)}`);
    context.out(
      [
        '',
        'Next steps:',
        `  1. npx vitest run --project unit ${shown(dir)}   (passes as scaffolded)`,
        `  2. Enable it in a tenant: import { ${pluginFactoryName(id)} } from '../../plugins/${id}/index.ts'; plugins: [..., ${pluginFactoryName(id)}()]`,
        '  3. Replace the example contribution with the plugin\'s own (extension points: core/README.md).',
      ].join('\n'),
    );
    return 0;
  },
});

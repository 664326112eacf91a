import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderPluginFiles } from './renderPluginFiles.ts';

const projectRoot = dirname(dirname(fileURLToPath(import.meta.url)));

describe('renderPluginFiles', () => {
  it('names the factory, types and component after the plugin id', () => {
    const files = renderPluginFiles('print-trial');
    expect(Object.keys(files)).toEqual(['index.ts', 'noteDismissedState.ts', 'PrintTrialNote.tsx', 'index.test.ts']);
    expect(files['noteDismissedState.ts']).toContain("id: 'printTrialNoteDismissed'");
    expect(files['index.ts']).toContain("id: 'print-trial',");
    expect(files['index.ts']).toContain('export type PrintTrialOptions =');
  });

  it('is the example core/README.md shows under "Writing a plugin"', () => {
    const readme = readFileSync(join(projectRoot, 'core', 'README.md'), 'utf8');
    const example = readme.slice(readme.indexOf('<!-- plugin-example:start -->'), readme.indexOf('<!-- plugin-example:end -->'));
    const shown = [...example.matchAll(/```tsx?\n\/\/ plugins\/newsletter\/(\S+)\n([\s\S]*?)```/g)].map((match) => [match[1], match[2]]);
    expect(Object.fromEntries(shown)).toEqual(renderPluginFiles('newsletter'));
  });
});

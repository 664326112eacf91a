import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TextNamespace } from '../../core/index.ts';

// A JS string literal may escape non-ASCII characters; compare on the longest ASCII-only stretch of a text.
const asciiStretch = (text: string): string => text.split(/[^\x20-\x7e]/).sort((a, b) => b.length - a.length)[0]!;

/** A plugin's text namespaces: every `TextNamespace` exported by a `*Texts.ts` file of its folder. */
async function namespacesOf(dir: string): Promise<TextNamespace[]> {
  const files = readdirSync(dir).filter((name) => /Texts\.ts$/.test(name));
  const modules = await Promise.all(files.map(async (name) => (await import(join(dir, name))) as Record<string, unknown>));
  return modules.flatMap((module) =>
    Object.values(module).filter(
      (value): value is TextNamespace => typeof value === 'object' && value !== null && 'namespace' in value && 'texts' in value,
    ),
  );
}

/**
 * Stretches of a plugin's own words, long enough (30 characters) not to be a phrase core or another plugin also has:
 * found in a script, they show that the plugin's code is there. Read from the `*Texts.ts` files of `pluginsRoot/folder`.
 */
export async function pluginTextNeedles(pluginsRoot: string, folder: string): Promise<string[]> {
  const texts = (await namespacesOf(join(pluginsRoot, folder))).flatMap((namespace) => Object.values(namespace.texts));
  return texts.map(asciiStretch).filter((stretch) => stretch.length >= 30);
}

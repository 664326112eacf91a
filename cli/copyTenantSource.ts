import { dirname, resolve } from 'node:path';
import type { IdentityFields } from './identityFields.ts';
import type { TenantSourcePlugin } from './renderTenantSource.ts';
import { relativeImport, tsStringLiteral } from './renderTenantSource.ts';

// Escaped this way, text is valid inside single-, double-quoted and template literals alike.
function escapeInsideAnyLiteral(text: string): string {
  return text.replace(/[\\'"`$]/g, (char) => `\\${char}`).replace(/\n/g, '\\n');
}

function replaceOrFail(source: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(source)) throw new Error(`cannot find ${what} in the source tenant.ts; scaffold without --from instead.`);
  // A function, so a "$" in a value is taken literally.
  return source.replace(pattern, () => replacement);
}

/**
 * A new tenant.ts made from an existing one: its structure and choices (plugins and their options, flags, brand,
 * texts, service hours), but the new key, name (everywhere the old name appears in texts), hosts, consent layer
 * script, every identity value (`identity`: the answers or placeholders, never the source publisher's), optionally
 * other plugins and another theme, and relative imports re-pointed from the source folder to the target folder.
 */
export function copyTenantSource(input: {
  readonly source: string;
  readonly sourceFile: string;
  readonly targetFile: string;
  readonly from: { readonly key: string; readonly name: string };
  readonly key: string;
  readonly name: string;
  readonly hosts: readonly string[];
  readonly identity: IdentityFields;
  /** Other plugins than the source tenant's, with the import specifiers relative to the target folder. */
  readonly plugins?: readonly TenantSourcePlugin[];
  /** Another theme: its export name and the import specifier relative to the target folder. */
  readonly theme?: { readonly name: string; readonly importPath: string };
}): string {
  const { from, key, name, theme, plugins } = input;
  const nameBody = escapeInsideAnyLiteral(name);
  // Static imports and dynamic ones (the page texts loader, whose chunk name comment stays) alike.
  let source = input.source.replace(/(from |import\((?:\/\*[^*]*\*\/\s*)?)'(\.{1,2}\/[^']+)'/g, (_, lead: string, specifier: string) => {
    const target = resolve(dirname(input.sourceFile), specifier);
    return `${lead}'${relativeImport(dirname(input.targetFile), target)}'`;
  });
  source = replaceOrFail(source, new RegExp(`key: '${from.key}'`), `key: '${key}'`, `"key: '${from.key}'"`);
  source = replaceOrFail(source, /hosts: \[[^\]]*\]/, `hosts: [${input.hosts.map(tsStringLiteral).join(', ')}]`, 'the hosts list');
  for (const [field, value] of Object.entries(input.identity)) {
    source = replaceOrFail(
      source,
      new RegExp(`\\b${field}: '(?:[^'\\\\]|\\\\.)*'`, 'g'),
      `${field}: ${tsStringLiteral(value)}`,
      `"${field}: '...'"`,
    );
  }
  if (plugins) {
    source = replaceOrFail(
      source,
      /plugins: \[[^\]]*\]/,
      `plugins: [${plugins.map((plugin) => `${plugin.factory}()`).join(', ')}]`,
      'the plugins list',
    );
    const missing = plugins.filter((plugin) => !new RegExp(`import \\{ ${plugin.factory} \\}`).test(source));
    source = missing.map((plugin) => `import { ${plugin.factory} } from ${tsStringLiteral(plugin.importPath)};\n`).join('') + source;
  }
  source = source.split(escapeInsideAnyLiteral(from.name)).join(nameBody);
  source = source.replace(new RegExp(`'${from.key}-consent-layer\\.js'`, 'g'), `'${key}-consent-layer.js'`);
  source = source.replace(
    /\/\*\*[\s\S]*?\*\/\s*\nexport default/,
    `/** ${name.replace(/\*\//g, '* /')}, scaffolded from tenants/${from.key}/. */\nexport default`,
  );
  if (theme) {
    source = replaceOrFail(
      source,
      /import \{ (\w+) \} from '[^']*\/themes\/[^']+';/,
      `import { ${theme.name} } from '${theme.importPath}';`,
      'the theme import',
    );
    source = replaceOrFail(source, /\btheme: \w+,/, `theme: ${theme.name},`, '"theme: ..."');
  }
  return source;
}

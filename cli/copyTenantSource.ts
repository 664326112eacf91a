import { dirname, resolve } from 'node:path';
import { relativeImport } from './relativeImport.ts';
import { tsStringLiteral } from './tsStringLiteral.ts';

// Escaped this way, text is valid inside single-, double-quoted and template literals alike.
function escapeInsideAnyLiteral(text: string): string {
  return text.replace(/[\\'"`$]/g, (char) => `\\${char}`).replace(/\n/g, '\\n');
}

function replaceOrFail(source: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(source)) throw new Error(`cannot find ${what} in the source tenant.ts; scaffold without --from instead.`);
  return source.replace(pattern, replacement);
}

/**
 * A new tenant.ts made from an existing one: same plugins, flags, contact and URLs, but the new key,
 * name (everywhere the old name appears in texts), local host, consent layer script, optionally another
 * theme, and relative imports re-pointed from the source folder to the target folder.
 */
export function copyTenantSource(input: {
  readonly source: string;
  readonly sourceFile: string;
  readonly targetFile: string;
  readonly from: { readonly key: string; readonly name: string };
  readonly key: string;
  readonly name: string;
  /** Another theme: its export name and the import specifier relative to the target folder. */
  readonly theme?: { readonly name: string; readonly importPath: string };
}): string {
  const { from, key, name, theme } = input;
  const nameBody = escapeInsideAnyLiteral(name);
  // Static imports and dynamic ones (the page texts loader) alike.
  let source = input.source.replace(/(from |import\()'(\.{1,2}\/[^']+)'/g, (_, lead: string, specifier: string) => {
    const target = resolve(dirname(input.sourceFile), specifier);
    return `${lead}'${relativeImport(dirname(input.targetFile), target)}'`;
  });
  source = replaceOrFail(source, new RegExp(`key: '${from.key}'`), `key: '${key}'`, `"key: '${from.key}'"`);
  source = replaceOrFail(source, /hosts: \[[^\]]*\]/, `hosts: [${tsStringLiteral(`${key}.localhost`)}]`, 'the hosts list');
  source = source.split(escapeInsideAnyLiteral(from.name)).join(nameBody);
  source = source.replace(new RegExp(`'${from.key}-consent-layer\\.js'`, 'g'), `'${key}-consent-layer.js'`);
  source = source.replace(/\/\*\*[\s\S]*?\*\/\s*\nexport default/, `/** ${name.replace(/\*\//g, '* /')}, scaffolded from tenants/${from.key}/. */\nexport default`);
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

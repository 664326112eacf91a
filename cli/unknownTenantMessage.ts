import { closestMatch } from '../core/tenant/closestMatch.ts';

/** The one line for a tenant key no package has: a "did you mean" when one is close, and the known keys. */
export function unknownTenantMessage(key: string, known: readonly string[]): string {
  const suggestion = closestMatch(key, known);
  return `Unknown tenant "${key}".${suggestion ? ` Did you mean "${suggestion}"?` : ''} Known tenants: ${known.join(', ') || '(none)'}.`;
}

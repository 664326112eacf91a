import type { FunnelContext } from '../../core/index.ts';

/** The pva the reader chose in the order form's region section (`plugins.region.pva`), if any. */
export function chosenPva(context: FunnelContext): string | undefined {
  const plugins = context.store.orderFormValues.value?.plugins as Record<string, { pva?: unknown } | undefined> | undefined;
  const pva = plugins?.region?.pva;
  return typeof pva === 'string' ? pva : undefined;
}

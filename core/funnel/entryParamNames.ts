import type { EntryParams } from './EntryParams.ts';

/** The query parameters read on entry, in the spec's order (funnel.md section 2), plus the staff preview. */
export const entryParamNames: readonly (keyof EntryParams)[] = ['wa', 'oid', 'wt', 'campaign', 'ktnr', 'sourceUrl', '_ptid', 'screen', 'tenant', 'preview'];

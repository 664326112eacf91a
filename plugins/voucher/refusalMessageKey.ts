import { isApiCallError } from '../../core/index.ts';

/** The field message of a refused code check: by the service's `error` (docs/vouchers.md, "Voucher codes"), else a failed check. */
export type RefusalMessageKey = 'unknown' | 'expired' | 'otherOffer' | 'usedUp' | 'tooManyTries' | 'failed';

const byError: Readonly<Record<string, RefusalMessageKey>> = {
  VOUCHER_UNKNOWN: 'unknown',
  VOUCHER_EXPIRED: 'expired',
  VOUCHER_NOT_FOR_CAMPAIGN: 'otherOffer',
  VOUCHER_USED_UP: 'usedUp',
  TOO_MANY_VOUCHER_CHECKS: 'tooManyTries',
};

/** Which message a failed voucher/check shows at the field. */
export function refusalMessageKey(error: unknown): RefusalMessageKey {
  if (!isApiCallError(error) || error.kind !== 'http') return 'failed';
  const body = error.body as { error?: unknown } | undefined;
  const key = typeof body?.error === 'string' ? byError[body.error] : undefined;
  if (key) return key;
  return error.status === 429 ? 'tooManyTries' : 'failed';
}

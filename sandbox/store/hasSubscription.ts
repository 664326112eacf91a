import type { DatabaseSync } from 'node:sqlite';

/** Whether the partner has an active subscription (`trial` false) or a used trial (`trial` true) of the product. */
export function hasSubscription(db: DatabaseSync, gpNr: string, product: string, trial: boolean): boolean {
  const row = trial
    ? db.prepare('SELECT 1 FROM subscriptions WHERE gp_nr = ? AND product = ? AND trial = 1').get(gpNr, product)
    : db.prepare('SELECT 1 FROM subscriptions WHERE gp_nr = ? AND product = ? AND trial = 0 AND active = 1').get(gpNr, product);
  return row !== undefined;
}

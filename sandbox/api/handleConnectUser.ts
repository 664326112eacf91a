import type { ConnectUserResult } from '../../core/api/connectUser.ts';
import { connectUserRequest } from '../../core/api/connectUser.ts';
import { apiFailure } from '../server/apiFailure.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import { loadAccount } from '../store/loadAccount.ts';
import { loadPartner } from '../store/loadPartner.ts';
import type { ApiHandler } from '../server/ApiRequest.ts';
import { connectAttemptKeys, connectAttemptLimit, connectAttemptWindowMs } from './connectAttemptLimit.ts';
import { isCustomerName } from './orderCustomerNumber.ts';

/**
 * gp-service/v1/connectUser: links the customer number to the logged-in account. Answers a result
 * code as plain text (platform.md section 4): WRONG_GP_NUMBER when the number is unknown or the name
 * does not match (one answer, so the call tells nobody which numbers exist), then, for a matching
 * pair only, FAILURE customer system down, GP_LOCKED locked or archived, HAS_SUID linked to another
 * login, SUCCESS_CSV linked by the pending import, SUCCESS linked; FAILURE when the account already
 * has a number. Failed attempts are limited per login and per login and number, never per number
 * alone (sandbox/README.md, "Customer numbers"): 429 TOO_MANY_ATTEMPTS.
 */
export const handleConnectUser: ApiHandler = (context, request) => {
  const body = parseJsonBody(request.body, connectUserRequest);
  const account = request.accountId === undefined ? undefined : loadAccount(context.db, request.accountId);
  if (!account) throw apiFailure(401, 'NOT_LOGGED_IN');
  const now = context.now();
  const keys = connectAttemptKeys(account.id, body.gpNr);
  const blocked = [keys.login, keys.pair].find((key) => context.connectAttempts.isBlocked(key, now));
  if (blocked) throw apiFailure(429, 'TOO_MANY_ATTEMPTS', { retryAfterSeconds: connectAttemptWindowMs / 1000, limit: connectAttemptLimit(blocked) });
  const answer = (code: ConnectUserResult) => {
    if (code !== 'SUCCESS' && code !== 'SUCCESS_CSV') for (const key of [keys.login, keys.pair]) context.connectAttempts.record(key, now);
    return { status: 200, text: code };
  };
  if (account.gpNr) return answer('FAILURE');
  const partner = loadPartner(context.db, body.gpNr);
  if (!partner || !isCustomerName(partner, { lastName: body.name })) return answer('WRONG_GP_NUMBER');
  if (partner.sapUnavailable) return answer('FAILURE');
  if (partner.status !== 'active') return answer('GP_LOCKED');
  const linked = context.db.prepare('SELECT id FROM accounts WHERE gp_nr = ? AND id <> ?').get(partner.gpNr, account.id);
  if (linked) return answer('HAS_SUID');
  context.db.prepare('UPDATE accounts SET gp_nr = ? WHERE id = ?').run(partner.gpNr, account.id);
  return answer(partner.csvPending ? 'SUCCESS_CSV' : 'SUCCESS');
};

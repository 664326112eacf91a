import { connectUserRequest } from '../../core/api/connectUser.ts';
import type { ConnectUserResult } from '../../core/api/connectUser.ts';
import { apiFailure } from '../server/apiFailure.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import { loadAccount } from '../store/loadAccount.ts';
import { loadPartner } from '../store/loadPartner.ts';
import type { ApiHandler } from './ApiHandler.ts';

const normalise = (name: string): string => name.trim().toLocaleLowerCase('de-DE').replace(/\s+/g, ' ');

/**
 * gp-service/v1/connectUser: links the customer number to the logged-in account. Answers a result
 * code as plain text (platform.md section 4): NO_GP_NUMBER unknown number, WRONG_GP_NUMBER name
 * does not match, GP_LOCKED locked or archived, HAS_SUID linked to another login, FAILURE the
 * account already has a number or the customer system is down, SUCCESS_CSV linked by the
 * pending import, SUCCESS linked.
 */
export const handleConnectUser: ApiHandler = (context, request) => {
  const body = parseJsonBody(request.body, connectUserRequest);
  const account = request.accountId === undefined ? undefined : loadAccount(context.db, request.accountId);
  if (!account) throw apiFailure(401, 'NOT_LOGGED_IN');
  const answer = (code: ConnectUserResult) => ({ status: 200, text: code });
  if (account.gpNr) return answer('FAILURE');
  const partner = loadPartner(context.db, body.gpNr);
  if (!partner) return answer('NO_GP_NUMBER');
  if (partner.sapUnavailable) return answer('FAILURE');
  if (normalise(partner.lastName) !== normalise(body.name)) return answer('WRONG_GP_NUMBER');
  if (partner.status !== 'active') return answer('GP_LOCKED');
  const linked = context.db.prepare('SELECT id FROM accounts WHERE gp_nr = ? AND id <> ?').get(partner.gpNr, account.id);
  if (linked) return answer('HAS_SUID');
  context.db.prepare('UPDATE accounts SET gp_nr = ? WHERE id = ?').run(partner.gpNr, account.id);
  return answer(partner.csvPending ? 'SUCCESS_CSV' : 'SUCCESS');
};

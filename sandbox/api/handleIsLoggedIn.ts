import type { IsLoggedInResponse } from '../../core/api/isLoggedIn.ts';
import { requestOrigin, resolveRedirect } from '../login/resolveRedirect.ts';
import { apiFailure } from '../server/apiFailure.ts';
import type { ApiHandler } from '../server/ApiRequest.ts';

/**
 * isLoggedIn/{redirectPath}: whether the reader's session (with `mode=internal` the staff session)
 * belongs to an account, and the sandbox login page that returns to the redirect path with a
 * service ticket (the staff login with `mode=internal`); a staff login is no reader login. Only own-origin targets are accepted as redirect target (resolveRedirect).
 */
export const handleIsLoggedIn: ApiHandler = (_context, request) => {
  const redirectPath = resolveRedirect(request.params.redirectPath, requestOrigin(request.headers.host));
  if (redirectPath === undefined) {
    throw apiFailure(400, 'INVALID_REDIRECT_PATH', { fields: [{ path: 'redirectPath', message: 'use a path of this origin' }] });
  }
  const screen = request.query.get('authScreen') === 'register' ? 'register' : 'login';
  // The admin area's check (mode internal) sends staff to the staff login.
  const internal = request.query.get('mode') === 'internal';
  const response: IsLoggedInResponse = {
    loggedIn: (internal ? request.staffAccountId : request.accountId) !== undefined,
    serviceTicketUrl: `/sandbox/login?redirect=${encodeURIComponent(redirectPath)}&screen=${screen}${internal ? '&mode=internal' : ''}`,
  };
  return { status: 200, json: response };
};

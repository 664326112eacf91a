import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxContext } from '../server/SandboxContext.ts';
import { readBody } from '../server/readBody.ts';
import { sessionAccountId, startSession } from '../server/session.ts';
import type { AccountRecord } from '../store/loadAccount.ts';
import { loadAccount } from '../store/loadAccount.ts';
import { admitRegistration, registrationLimitMessage } from './registrationLimit.ts';
import { renderLoginPage } from './renderLoginPage.ts';
import { requestOrigin } from './resolveRedirect.ts';
import { safeRedirect } from './safeRedirect.ts';
import { staffLoginAccounts } from './staffLoginAccounts.ts';

type LoginMode = 'reader' | 'internal';

/** The staff login (mode internal) starts a staff session, the readers' login a reader's: neither counts as the other. */
const sessionKindOf = (mode: LoginMode) => (mode === 'internal' ? 'staff' : 'reader');

/** Readers pick a customer account; the admin area's login (mode internal) lists staff with their roles. */
function accountsFor(context: SandboxContext, mode: LoginMode): AccountRecord[] {
  if (mode === 'internal') return staffLoginAccounts(context.db);
  return context.db
    .prepare('SELECT id FROM accounts WHERE staff = 0 ORDER BY id')
    .all()
    .map((row) => loadAccount(context.db, Number(row.id)))
    .filter((account): account is AccountRecord => account !== undefined);
}

function page(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
}

/** Sends the browser back to the redirect path with a fresh service ticket `st`. */
function redirectWithTicket(context: SandboxContext, response: ServerResponse, accountId: number, redirect: string, cookie?: string): void {
  const ticket = `ST-${randomBytes(18).toString('base64url')}`;
  context.db.prepare('INSERT INTO service_tickets (ticket, account_id, created_at) VALUES (?, ?, ?)').run(ticket, accountId, context.now().toISOString());
  const target = `${redirect}${redirect.includes('?') ? '&' : '?'}st=${encodeURIComponent(ticket)}`;
  response.writeHead(303, { location: target, 'cache-control': 'no-store', ...(cookie ? { 'set-cookie': cookie } : {}) });
  response.end();
}

/**
 * The sandbox login page: GET shows it (or returns at once with a ticket when a session
 * of the mode's kind exists), POST logs in a picked account or registers a new one, sets the
 * HttpOnly session cookie and redirects back with `st`. `mode=internal` is the admin area's staff
 * login, whose session is a staff session (sandbox/README.md, "Staff sessions and cross-site writes").
 */
export async function handleLogin(context: SandboxContext, request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  if (request.method === 'GET') {
    const mode: LoginMode = url.searchParams.get('mode') === 'internal' ? 'internal' : 'reader';
    const redirect = safeRedirect(url.searchParams.get('redirect'), mode === 'internal' ? '/internal' : undefined, requestOrigin(request.headers.host));
    const existing = sessionAccountId(context.db, request.headers.cookie, sessionKindOf(mode), context.now());
    if (existing !== undefined) return redirectWithTicket(context, response, existing, redirect);
    return page(response, 200, renderLoginPage({ accounts: accountsFor(context, mode), redirect, screen: url.searchParams.get('screen') ?? 'login', mode }));
  }
  const form = new URLSearchParams((await readBody(request, 8 * 1024)).toString('utf8'));
  const mode: LoginMode = form.get('mode') === 'internal' ? 'internal' : 'reader';
  const redirect = safeRedirect(form.get('redirect'), mode === 'internal' ? '/internal' : undefined, requestOrigin(request.headers.host));
  let accountId: number | undefined;
  if (form.get('register') === '1') {
    const firstName = (form.get('firstName') ?? '').trim();
    const lastName = (form.get('lastName') ?? '').trim();
    const email = (form.get('email') ?? '').trim().toLowerCase();
    const valid = firstName.length >= 2 && firstName.length <= 35 && lastName.length >= 2 && lastName.length <= 35 &&
      /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254;
    const taken = context.db.prepare('SELECT 1 FROM accounts WHERE login = ?').get(email) !== undefined;
    if (!valid || taken) {
      const error = taken ? 'Diese E-Mail-Adresse ist bereits registriert.' : 'Bitte füllen Sie alle Pflichtfelder korrekt aus.';
      return page(response, 400, renderLoginPage({ accounts: accountsFor(context, mode), redirect, screen: 'register', error }));
    }
    if (!admitRegistration(context, request)) {
      return page(response, 429, renderLoginPage({ accounts: accountsFor(context, mode), redirect, screen: 'register', error: registrationLimitMessage }));
    }
    const result = context.db
      .prepare('INSERT INTO accounts (login, first_name, last_name, situation, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(email, firstName, lastName, 'neu registriert, ohne Kundennummer', context.now().toISOString());
    accountId = Number(result.lastInsertRowid);
  } else {
    // A picked account, or one named by its login (how scripts sign in, e.g. `aboflow contract check`).
    const named = context.db.prepare('SELECT id FROM accounts WHERE login = ?').get((form.get('login') ?? '').trim().toLowerCase());
    accountId = loadAccount(context.db, Number(form.get('account') ?? named?.id))?.id;
    if (accountId === undefined) {
      const error = mode === 'internal' ? 'Bitte wählen Sie ein Mitarbeiterkonto aus.' : 'Bitte wählen Sie einen Kunden aus.';
      return page(response, 400, renderLoginPage({ accounts: accountsFor(context, mode), redirect, screen: 'login', error, mode }));
    }
  }
  redirectWithTicket(context, response, accountId, redirect, startSession(context.db, accountId, sessionKindOf(mode), context.now()));
}

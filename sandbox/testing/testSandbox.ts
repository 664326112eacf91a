import { createAdminApiClient } from '../../admin/api/createAdminApiClient.ts';
import type { AdminApiClient } from '../../admin/api/createAdminApiClient.ts';
import { createApiClient } from '../../core/api/createApiClient.ts';
import type { ApiClient } from '../../core/api/createApiClient.ts';
import type { FormToken } from '../../core/api/entities/formToken.ts';
import { startSandbox } from '../startSandbox.ts';
import type { RunningSandbox, SandboxOptions } from '../startSandbox.ts';

/** A sandbox on a random port with an in-memory store, plus helpers to reach it as a browser would. */
export interface TestSandbox {
  readonly sandbox: RunningSandbox;
  /** A client for the tenant; `cookie` sends a session, `token` a form token. */
  client(options?: { tenant?: string; cookie?: string; token?: FormToken; timeoutMs?: number }): ApiClient;
  /**
   * The admin area's client for the tenant; `cookie` sends a (staff) session. Its writes carry the sandbox's own
   * `Origin` and `Sec-Fetch-Site: same-origin`, as a browser's fetch from the admin page does.
   */
  adminClient(options?: { tenant?: string; cookie?: string }): AdminApiClient;
  /** Logs in a seeded account by login (e-mail) through the readers' login page; answers the reader session cookie. */
  login(login: string): Promise<string>;
  /** Logs in an account by login (e-mail) through the staff login (mode internal); answers the staff session cookie. */
  staffLogin(login: string): Promise<string>;
  /** The current form token for a campaign of the tenant, from initialFormData. */
  token(tenant: string, wa: string, cookie?: string): Promise<FormToken>;
  /** A raw fetch against the sandbox. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
}

/** Starts a sandbox for contract tests (test mode, no latency). */
export async function startTestSandbox(options: Partial<SandboxOptions> = {}): Promise<TestSandbox> {
  const sandbox = await startSandbox({ port: 0, database: ':memory:', mode: 'test', latencyMs: 0, secret: 'test-secret', faults: [], ...options });
  const raw = (path: string, init?: RequestInit) => fetch(`${sandbox.url}${path}`, { redirect: 'manual', ...init });
  // Sends the session cookie as a browser would on a same-origin call.
  const withCookie = (cookie: string | undefined): typeof fetch => (input, init) => {
    const request = new Request(input, init);
    if (cookie) request.headers.set('cookie', cookie);
    return fetch(request);
  };
  // The admin page's fetch: a write names its origin (Chromium also sends Sec-Fetch-Site), reads do not.
  const fromAdminPage = (cookie: string | undefined): typeof fetch => (input, init) => {
    const request = new Request(input, init);
    if (cookie) request.headers.set('cookie', cookie);
    if (request.method !== 'GET' && request.method !== 'HEAD') request.headers.set('origin', sandbox.url);
    request.headers.set('sec-fetch-site', 'same-origin');
    return fetch(request);
  };
  const loginAs = async (login: string, mode: 'reader' | 'internal') => {
    const row = sandbox.db.prepare('SELECT id FROM accounts WHERE login = ?').get(login);
    if (!row) throw new Error(`No seeded account ${login}`);
    const form = { account: String(row.id), redirect: mode === 'internal' ? '/internal' : '/neubestellung/abo/', ...(mode === 'internal' ? { mode } : {}) };
    const response = await raw('/sandbox/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    const cookie = response.headers.get('set-cookie');
    if (response.status !== 303 || !cookie) throw new Error(`Login of ${login} failed with ${response.status}`);
    return cookie.split(';')[0] ?? '';
  };
  const client: TestSandbox['client'] = (settings = {}) =>
    createApiClient({
      baseUrl: `${sandbox.url}/api`,
      tenantKey: settings.tenant ?? 'sz',
      getToken: () => settings.token,
      timeoutMs: settings.timeoutMs ?? 5000,
      fetch: withCookie(settings.cookie),
    });
  return {
    sandbox,
    client,
    adminClient: (settings = {}) =>
      createAdminApiClient({ baseUrl: `${sandbox.url}/api`, tenantKey: settings.tenant ?? 'sz', timeoutMs: 5000, fetch: fromAdminPage(settings.cookie) }),
    fetch: raw,
    login: (login) => loginAs(login, 'reader'),
    staffLogin: (login) => loginAs(login, 'internal'),
    async token(tenant, wa, cookie) {
      const answer = await client({ tenant, ...(cookie ? { cookie } : {}) }).initialFormData({ wa });
      if (!answer.formData) throw new Error(`initialFormData ${wa} answered ${answer.status} ${answer.message ?? ''}`);
      return answer.formData.token;
    },
  };
}

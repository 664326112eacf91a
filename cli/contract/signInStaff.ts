/**
 * Signs a staff account in through the sandbox's staff login (`POST /sandbox/login`, mode internal, by login) and
 * answers the session cookie as `name=value`; undefined when the back end has no such login or refuses the account.
 * A back end with another staff login passes its session to the check with `--staff-cookie` instead.
 */
export async function signInStaff(baseUrl: string, login: string, timeoutMs: number): Promise<string | undefined> {
  try {
    const answer = await fetch(new URL('/sandbox/login', baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ mode: 'internal', login, redirect: '/internal' }).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await answer.arrayBuffer();
    const cookie = answer.headers.get('set-cookie')?.split(';')[0];
    return answer.status === 303 && cookie ? cookie : undefined;
  } catch {
    return undefined;
  }
}

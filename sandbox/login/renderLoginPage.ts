import type { AccountRecord } from '../store/loadAccount.ts';

/**
 * The sandbox login page: pick a seeded customer, or register a new one (German, accessible). In
 * `internal` mode (the admin area's login) it lists staff accounts and offers no registration.
 */
export function renderLoginPage(input: {
  accounts: readonly AccountRecord[];
  redirect: string;
  screen: string;
  error?: string;
  mode?: 'reader' | 'internal';
}): string {
  const redirect = escapeHtml(input.redirect);
  const internal = input.mode === 'internal';
  const register = input.screen === 'register' && !internal;
  const options = input.accounts
    .map((account, index) => `
      <li><input type="radio" name="account" id="account-${account.id}" value="${account.id}"${index === 0 ? ' required' : ''}>
        <label for="account-${account.id}"><strong>${escapeHtml(`${account.firstName} ${account.lastName}`)}</strong>
        – ${escapeHtml(account.situation || 'registriert')}${account.gpNr ? ` (Kundennummer ${escapeHtml(account.gpNr)})` : ''}</label></li>`)
    .join('');
  const loginForm = `
    <section aria-labelledby="login-heading">
      <h2 id="login-heading">${internal ? 'Als Mitarbeiter anmelden' : 'Als Testkunde anmelden'}</h2>
      <form method="post" action="/sandbox/login">
        <input type="hidden" name="redirect" value="${redirect}">
        ${internal ? '<input type="hidden" name="mode" value="internal">' : ''}
        <fieldset><legend>${internal ? 'Mitarbeiterkonto auswählen' : 'Kunde auswählen'}</legend><ul>${options}</ul></fieldset>
        <button type="submit">Anmelden</button>
      </form>
    </section>`;
  const registerForm = `
    <section aria-labelledby="register-heading">
      <h2 id="register-heading">Neu registrieren</h2>
      <form method="post" action="/sandbox/login">
        <input type="hidden" name="redirect" value="${redirect}">
        <input type="hidden" name="register" value="1">
        <p><label for="firstName">Vorname</label><br><input id="firstName" name="firstName" autocomplete="given-name" required minlength="2" maxlength="35"></p>
        <p><label for="lastName">Nachname</label><br><input id="lastName" name="lastName" autocomplete="family-name" required minlength="2" maxlength="35"></p>
        <p><label for="email">E-Mail-Adresse</label><br><input id="email" name="email" type="email" autocomplete="email" required maxlength="254"></p>
        <button type="submit">Registrieren und anmelden</button>
      </form>
    </section>`;
  return `<!doctype html>
<html lang="de">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${internal ? 'Anmeldung für Mitarbeiter' : 'Anmeldung'} (Sandbox)</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 44rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; line-height: 1.5; }
    ul { list-style: none; padding: 0; } li { margin: .4rem 0; }
    fieldset { border: 1px solid #767676; padding: 1rem; }
    button { font: inherit; padding: .5rem 1.2rem; background: #004b87; color: #fff; border: 0; border-radius: 4px; cursor: pointer; }
    button:focus-visible, input:focus-visible { outline: 3px solid #ffbf47; outline-offset: 2px; }
    input[type=text], input[type=email], input:not([type]) { font: inherit; padding: .3rem; width: 100%; max-width: 24rem; }
    [role=alert] { color: #a00000; font-weight: bold; }
  </style>
</head>
<body>
  <main>
    <h1>${internal ? 'Anmeldung für Mitarbeiter' : 'Anmeldung'}</h1>
    <p>${internal
      ? 'Dies ist die Anmeldeseite der Test-Umgebung für den Verwaltungsbereich. Wählen Sie ein Mitarbeiterkonto.'
      : 'Dies ist die Anmeldeseite der Test-Umgebung. Wählen Sie einen Testkunden oder registrieren Sie sich neu.'}</p>
    ${input.error ? `<p role="alert">${escapeHtml(input.error)}</p>` : ''}
    ${internal ? loginForm : register ? registerForm + loginForm : loginForm + registerForm}
  </main>
</body>
</html>`;
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

import { escapeHtml } from '../login/renderLoginPage.ts';
import type { PaymentProcess } from './PaymentProcess.ts';

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

const titles: Record<PaymentProcess['kind'], string> = {
  cardCheck: 'Kreditkarte prüfen',
  cardAgreement: 'Kreditkarte für das Abonnement hinterlegen',
  cardOneOff: 'Mit Kreditkarte bezahlen',
  payPalAgreement: 'PayPal-Zahlungsvereinbarung',
};

/**
 * The sandbox's hosted payment page, deliberately unlike the shop (dark frame, monospace
 * banner), so nobody mistakes it for a real provider or for the checkout itself.
 */
export function renderProviderPage(process: PaymentProcess, input: { readonly error?: string; readonly cardNumber?: string; readonly expiry?: string } = {}): string {
  const action = `/sandbox/payment/${encodeURIComponent(process.processId)}`;
  const shop = escapeHtml(process.request.shopInfo.shopDomain);
  // The amount the service computed, never the one the shop's request named.
  const amount = process.request.order && process.amountInCent !== undefined
    ? `<p class="amount">Betrag: <strong>${escapeHtml(euro.format(process.amountInCent / 100))}</strong> – ${escapeHtml(process.request.order.orderName)}</p>`
    : '';
  const payer = escapeHtml(`${process.request.user.firstname} ${process.request.user.lastname}`.trim());
  const isPayPal = process.kind === 'payPalAgreement';
  const fields = isPayPal
    ? `<p>${payer ? `${payer}, ` : ''}möchten Sie ${shop} erlauben, künftige Zahlungen für Ihr Abonnement über Ihr PayPal-Konto einzuziehen?</p>`
    : `<p><label for="cardNumber">Kartennummer</label><br>
         <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" value="${escapeHtml(input.cardNumber ?? '')}"></p>
       <p><label for="expiry">Gültig bis (MM/JJ)</label><br>
         <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="7" placeholder="MM/JJ" value="${escapeHtml(input.expiry ?? '')}"></p>`;
  const approve = isPayPal ? 'Zustimmen' : process.kind === 'cardOneOff' ? 'Bezahlen' : 'Karte hinterlegen';
  return `<!doctype html>
<html lang="de">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(titles[process.kind])} (Sandbox-Zahlungsseite)</title>
  <style>
    body { margin: 0; font-family: ui-monospace, Menlo, Consolas, monospace; background: #1d1b2e; color: #f2f0ff; line-height: 1.5; }
    .banner { background: #ffd23f; color: #1d1b2e; padding: .6rem 1rem; font-weight: bold; text-align: center; }
    main { max-width: 34rem; margin: 2rem auto; padding: 1.5rem; background: #2d2a45; border: 2px dashed #ffd23f; }
    h1 { font-size: 1.3rem; margin-top: 0; }
    input { font: inherit; padding: .4rem; width: 100%; max-width: 20rem; background: #fff; color: #111; border: 2px solid #9a96c8; }
    .buttons { display: flex; flex-wrap: wrap; gap: .6rem; margin-top: 1rem; }
    button { font: inherit; padding: .5rem 1rem; border: 2px solid #f2f0ff; background: transparent; color: #f2f0ff; cursor: pointer; }
    button[value=approve] { background: #ffd23f; color: #1d1b2e; border-color: #ffd23f; font-weight: bold; }
    button:focus-visible, input:focus-visible { outline: 3px solid #7cf0ff; outline-offset: 2px; }
    [role=alert] { background: #ffdddd; color: #6b0000; padding: .5rem; font-weight: bold; }
    .hint { font-size: .85rem; color: #cfcbef; }
  </style>
</head>
<body>
  <p class="banner">SANDBOX-ZAHLUNGSSEITE – hier fließt kein echtes Geld</p>
  <main>
    <h1>${escapeHtml(titles[process.kind])}</h1>
    <p>Händler: ${shop}</p>
    ${amount}
    ${input.error ? `<p role="alert">${escapeHtml(input.error)}</p>` : ''}
    <form method="post" action="${action}">
      ${fields}
      <div class="buttons">
        <button type="submit" name="action" value="approve">${approve}</button>
        <button type="submit" name="action" value="cancel">Abbrechen</button>
        <button type="submit" name="action" value="fail">Fehler simulieren</button>
      </div>
    </form>
    ${isPayPal ? '' : '<p class="hint">Testkarten: 4111 1111 1111 1111 (wird angenommen), 4000 0000 0000 0002 (von der Bank abgelehnt); jedes Ablaufdatum.</p>'}
  </main>
</body>
</html>`;
}

/** The page shown for a process that is unknown or already finished. */
export function renderProviderMessage(title: string, message: string, link?: string): string {
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} (Sandbox-Zahlungsseite)</title></head>
<body style="font-family: ui-monospace, monospace; background: #1d1b2e; color: #f2f0ff; padding: 2rem">
<main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${link ? `<p><a style="color:#7cf0ff" href="${escapeHtml(link)}">Zurück zum Shop</a></p>` : ''}</main></body></html>`;
}

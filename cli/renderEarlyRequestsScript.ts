import { heldInputGlobal, inputHoldGlobal } from '../core/app/answeredStart.ts';
import { oscDataTokenKey } from '../core/persistence/paymentSessionStorage.ts';
/** Which tenants a bundle serves, as the early-requests script needs to know them. */
export interface EarlyRequestsTenants {
  /** Host (lower case, with or without port) → tenant key. */
  readonly hosts: Readonly<Record<string, string>>;
  /** The tenant keys a `tenant` query parameter may name. */
  readonly keys: readonly string[];
  /** A one-tenant bundle: its tenant, whatever the host. */
  readonly only?: string;
}

/** The id of the JSON block that hands the Start renderer's answers to the early-requests script. */
export const answersBlockId = 'aboflow-answers';

/** The global the early-requests script leaves its answers in (the API client's `earlyRequestKey`). */
export const earlyRequestsGlobal = '__aboflowEarly';

/**
 * The inline script of a bundle's index.html that starts the initial load's two calls (isLoggedIn and
 * initialFormData, funnel.md section 4) while the HTML is parsed, instead of after the app has booted.
 * It leaves each answer's promise in `window.__aboflowEarly` under the key the API client computes
 * (`earlyRequestKey`); the client takes it once, and validates it like any other answer. It starts
 * nothing on a return from the login (`st`), a staff preview, another path, or without a campaign.
 * On a payment provider's return page (platform.md section 2) it starts instead the saved order's `storedData` under
 * this tab's `oscDataToken`, unless the provider returned with an error or the tab kept no token.
 * When the Start renderer served the page, it has asked already: the script hands on its answers (the JSON block
 * `answersBlockId` before it) under the same keys and starts nothing, and until the app has hydrated the rendered page
 * holds there what needs the app and notes the fields the reader changed (`inputHoldGlobal`, `heldInputGlobal`).
 */
export function renderEarlyRequestsScript(tenants: EarlyRequestsTenants): string {
  // `<` is escaped so that no value can close the script element.
  const config = JSON.stringify(tenants).replace(/</g, '\\u003c');
  return `(function () {
  try {
    var config = ${config};
    var here = window.location;
    var query = new URLSearchParams(here.search);
    var answers = {};
    var given = document.getElementById('${answersBlockId}');
    if (given) {
      var kept = JSON.parse(given.textContent || '{}');
      Object.keys(kept).forEach(function (key) { answers[key] = Promise.resolve(kept[key]); });
      window.${earlyRequestsGlobal} = answers;
      // Until the app has taken over the rendered page, what needs the app waits there (a button pressed, the form
      // sent), and each field the reader types into, ticks or chooses in is noted: the browser keeps it on screen, and
      // the app hands it to the form once it has hydrated the page, then presses the button pressed last, unless a
      // field changed after it. Links stay links.
      window.${inputHoldGlobal} = true;
      var held = window.${heldInputGlobal} = { fields: [], press: null };
      var inside = function (event) {
        var target = event.target;
        return window.${inputHoldGlobal} && target && target.closest && target.closest('#root') ? target : null;
      };
      document.addEventListener('submit', function (event) {
        if (!inside(event)) return;
        event.preventDefault();
        held.press = event.submitter || null;
      }, true);
      document.addEventListener('click', function (event) {
        var target = inside(event);
        var button = target && target.closest('button, input[type="submit"], input[type="button"], input[type="image"], input[type="reset"]');
        if (!button) return;
        event.preventDefault();
        held.press = button;
      }, true);
      ['input', 'change'].forEach(function (type) {
        document.addEventListener(type, function (event) {
          var target = inside(event);
          if (!target || !/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return;
          if (held.fields.indexOf(target) < 0) held.fields.push(target);
          held.press = null;
        }, true);
      });
      return;
    }
    var start = function (url, tenantHeader, token) {
      var headers = tenantHeader ? { 'osc-tenant': tenantHeader } : {};
      if (token) headers.token = token;
      var answer = fetch(url, { headers: headers, credentials: 'same-origin', cache: 'no-store' }).then(function (response) {
        return response.text().then(function (text) { return { status: response.status, ok: response.ok, text: text }; });
      });
      answer.catch(function () {});
      answers[(tenantHeader || '') + ' ' + url + (token ? ' ' + token : '')] = answer;
    };
    if (/^\\/(paypal\\/agreement|card\\/agreement|card\\/oneoffpay)\\/result\\/?$/.test(here.pathname)) {
      var kept = query.get('mode') === 'error' ? null : window.sessionStorage.getItem('${oscDataTokenKey}');
      if (kept) {
        start('/api/storedData', '', kept);
        window.${earlyRequestsGlobal} = answers;
      }
      return;
    }
    if (query.has('st') || query.has('preview') || !/^\\/neubestellung\\/abo\\/?$/.test(here.pathname)) return;
    var host = here.host.toLowerCase();
    var named = (query.get('tenant') || '').trim().toLowerCase();
    var tenant = config.only || config.hosts[host] || config.hosts[host.replace(/:\\d+$/, '')] || (config.keys.indexOf(named) >= 0 ? named : '');
    var wa = (query.get('wa') || '').trim().slice(0, 2000);
    var oid = (query.get('oid') || '').trim().slice(0, 2000);
    var campaign = new URLSearchParams();
    if (wa) campaign.set('wa', wa);
    else if (oid) campaign.set('oid', oid);
    if (!tenant || !campaign.toString()) return;
    var back = new URLSearchParams(here.search);
    back.delete('st');
    var returnPath = here.pathname + (back.toString() ? '?' + back.toString() : '');
    var screen = query.get('screen') === 'register' ? 'register' : 'default';
    start('/api/isLoggedIn/' + encodeURIComponent(returnPath) + '?loginRequired=false&authScreen=' + screen, '');
    start('/api/order-service/v1/order/initialFormData?' + campaign.toString(), tenant);
    window.${earlyRequestsGlobal} = answers;
  } catch (error) {
    // The app makes the calls itself.
  }
})();`;
}

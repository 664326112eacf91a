import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Tenant } from '../core/tenant/defineTenant.ts';
import { sha384Integrity } from './addSubresourceIntegrity.ts';
import { paymentProviderOrigins } from './contentSecurityPolicy.ts';
import { findInitialScripts } from './findInitialScripts.ts';
import { listFiles } from './listFiles.ts';
import { startPageGuardMarker } from './startPages.ts';
import { entryPreloadsMarker, entryScriptsMarker } from './pluginEntryScriptsAfterFirstPaint.ts';
import { routePreloadsMarker } from './pluginPreloadRouteChunks.ts';
import { earlyRequestsGlobal } from './renderEarlyRequestsScript.ts';
import { createHash } from 'node:crypto';

/** One script the checkout page may run (PCI DSS 6.4.3: authorised, integrity assured, listed with its reason). */
interface InventoryScript {
  /** Path on the own origin, `index.html#inline-N` for an inline script, or the URL of a third-party script. */
  readonly src: string;
  /** `'self'` or the origin the script comes from. */
  readonly origin: string;
  /** `sha384-…` of the file as built; null for a third party's script, which changes without a build of ours. */
  readonly sha384: string | null;
  /** How the page authorises and loads it. */
  readonly loading: 'inline' | 'initial' | 'lazy' | 'third-party';
  /** Why it is there. */
  readonly why: string;
}

/** `dist/<tenant>/security/script-inventory.json`. */
export interface ScriptInventory {
  readonly bundle: string;
  readonly tenants: readonly string[];
  readonly scripts: readonly InventoryScript[];
  /** Pages the reader leaves for (payment providers): no script of theirs runs on the checkout page. */
  readonly leavesFor: readonly { readonly origin: string; readonly why: string }[];
}

/** The reason of a first-party chunk, read from the names the build gives its chunks. */
function chunkReason(path: string, initial: boolean): string {
  const name = path.split('/').pop()!;
  if (name.startsWith('lib-react.')) return 'first-party chunk: React and React DOM (the UI runtime)';
  if (name.startsWith('lib-phonenumber.'))
    return 'first-party chunk: phone number checking (libphonenumber-js), loaded when a phone field is used';
  if (name.startsWith('lib-pako.')) return 'first-party chunk: compresses the order state before a payment round trip (pako)';
  if (name.startsWith('index.')) return 'first-party chunk: the checkout app (entry)';
  return initial
    ? 'first-party chunk: code the Start route needs at once (split out by the bundler)'
    : 'first-party chunk: a page, plugin UI, text set or the staff area, loaded when it is needed';
}

/** Why an inline script of index.html is there, told by what it is; one the build does not know has no place on the page. */
function inlineScriptReason(text: string, position: number): string {
  const reason = text.trimStart().startsWith(routePreloadsMarker)
    ? 'preloads the chunks of the route the page opens on (Start, the payment page) while the HTML is parsed'
    : text.startsWith(entryScriptsMarker)
      ? 'runs the entry scripts, preloaded from the head, once the page’s first paint is on screen'
      : text.startsWith(entryPreloadsMarker)
        ? 'starts the entry scripts’ downloads from the head, on every page but the payment page (its frame paints first)'
        : text.includes(earlyRequestsGlobal)
          ? 'starts the initial load’s two calls (isLoggedIn, initialFormData) while the HTML is parsed'
          : text.startsWith(startPageGuardMarker)
            ? 'shows the prerendered payment frame instead of the Start page on the payment page, and removes the Start page on every other path, before it is painted'
            : undefined;
  if (!reason)
    throw new Error(
      `index.html has an inline script (#${position}) the script inventory does not know: give it a reason in cli/createScriptInventory.ts.`,
    );
  return `${reason}; allowed by its sha256 hash in script-src`;
}

/**
 * Every script of a built bundle (`dir`): index.html's inline scripts, its initial chunks, the lazy
 * chunks the bundler's loader may fetch (all same-origin, with their hash), and per tenant the consent
 * script, consent layer and tag-manager container the page or the consent layer loads from other origins.
 */
export function createScriptInventory(dir: string, bundle: string, tenants: readonly Tenant[]): ScriptInventory {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const initial = new Set(findInitialScripts(html));
  const inline = inlineScripts(html).map((text, index) => ({
    src: `index.html#inline-${index + 1}`,
    origin: "'self'",
    sha384: sha384Integrity(text),
    loading: 'inline' as const,
    why: inlineScriptReason(text, index + 1),
  }));
  const chunks = listFiles(dir, ['.js', '.mjs']).map((file) => {
    const path = `/${relative(dir, file).split(sep).join('/')}`;
    const isInitial = initial.has(path);
    return {
      src: path,
      origin: "'self'",
      sha384: sha384Integrity(readFileSync(file)),
      loading: isInitial ? ('initial' as const) : ('lazy' as const),
      why: chunkReason(path, isInitial),
    };
  });
  const thirdParty = tenants.flatMap((tenant) => {
    const host = tenant.consent.host.replace(/\/$/, '');
    return [
      { src: `${host}/consent.js`, why: `consent management script of ${tenant.name} (platform.md section 2), loaded by the app` },
      { src: `${host}/${tenant.consent.tenantLayerScript.replace(/^\//, '')}`, why: `consent layer of ${tenant.name}, loaded by the app` },
      {
        src: `https://www.googletagmanager.com/gtm.js?id=${tenant.trackingContainerId}`,
        why: `tag-manager container of ${tenant.name}, loaded by the consent layer after consent; reads window.dataLayer`,
      },
    ].map((script) => ({ ...script, origin: new URL(script.src).origin, sha384: null, loading: 'third-party' as const }));
  });
  const leavesFor = tenants.flatMap((tenant) =>
    tenant.plugins.flatMap((plugin) =>
      (paymentProviderOrigins[plugin.id] ?? []).map((origin) => ({
        origin,
        why: `${plugin.id} payment of ${tenant.name}: the reader leaves for the provider’s page and returns`,
      })),
    ),
  );
  return {
    bundle,
    tenants: tenants.map((tenant) => tenant.key),
    // One entry per URL: tenants of the multi-tenant bundle share the tag manager's script.
    scripts: [...inline, ...chunks, ...new Map(thirdParty.map((script) => [script.src, script])).values()],
    leavesFor,
  };
}

/** The text of every inline `<script>` (one without `src`) of a page, in document order. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\ssrc\s*=/i.test(` ${match[1]!}`))
    .map((match) => match[2]!)
    .filter((text) => text.trim() !== '');
}

/** The CSP hash source (`sha256-…`, without quotes) of each inline script, which lets exactly that script run. */
export function inlineScriptHashes(html: string): string[] {
  return inlineScripts(html).map((text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`);
}

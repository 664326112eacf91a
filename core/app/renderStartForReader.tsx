import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import type { RawAnswer } from '../api/createApiClient.ts';
import { entryCookie } from '../funnel/entryCookie.ts';
import { readEntryParams } from '../funnel/readEntryParams.ts';
import { routePath } from '../funnel/routeTable.ts';
import { runInitialLoad } from '../funnel/runInitialLoad.ts';
import { startSteps } from '../extensionPoints/startSteps.ts';
import { preloadOfferSummary } from '../pages/summary/OfferSummary.tsx';
import type { Tenant } from '../tenant/defineTenant.ts';
import { assembleFunnelRuntime } from './createFunnelRuntime.ts';
import { servedTenant, wholePage } from './renderStartPage.tsx';
import { TenantApp } from './TenantApp.tsx';

/** A reader's request for the Start route, as the Start renderer gets it. */
export interface ReaderRequest {
  /** The page's address as the reader asked for it. */
  readonly url: URL;
  /** The reader's `Cookie` header: the login check and the entry parameters depend on it. */
  readonly cookie?: string;
}

/** Where the Start renderer asks the initial load's calls. */
export interface StartUpstream {
  /** Base of the API, as the page's `/api` (e.g. `http://127.0.0.1:8080/api`). */
  readonly apiBaseUrl: string;
  /** Sends one call on the reader's behalf (the reader's cookies and forwarded address added by the caller). */
  readonly fetch: typeof fetch;
  /** How long one call may take before the page is served without its answers. */
  readonly timeoutMs: number;
}

/** Start as one reader gets it from the Start renderer. */
export interface ReaderStartPage {
  /** `#root`'s markup rendered from the answers, when they led to Start's own page; else the build's page is served. */
  readonly markup?: string;
  /** Each answer of the initial load by the key under which the page's early-requests script leaves it. */
  readonly answers: Readonly<Record<string, RawAnswer>>;
}

/**
 * The tenant's Start route rendered for one reader (docs/performance.md, "Start rendered per reader"): the initial
 * load's calls (login check, form data; funnel.md section 4) are asked with the reader's cookies, and when they lead to
 * Start's own page it is rendered from them, with the login prompt, the headline and the first step, as the page
 * renders it once it has the same answers. Any other outcome (an error page, the login, a skip ahead, a failed call)
 * renders nothing: the bundle's own page is served, and it gets there itself. The answers go to the page either way.
 */
export async function renderStartForReader(tenant: Tenant, request: ReaderRequest, upstream: StartUpstream): Promise<ReaderStartPage> {
  const answers: Record<string, RawAnswer> = {};
  const query = request.url.searchParams;
  // As the early-requests script: a return from the login and a staff preview load in the browser alone.
  if (request.url.pathname.replace(/\/?$/, '/') !== routePath('Start') || query.has('st') || query.has('preview')) return { answers };
  const entry = readEntryParams(request.url.search, entryCookie.read(request.cookie ?? ''));
  if (!entry.wa && !entry.oid) return { answers };
  const served = servedTenant(tenant);
  let left = false;
  const runtime = assembleFunnelRuntime(
    served,
    entry,
    () => {
      left = true;
    },
    {
      baseUrl: upstream.apiBaseUrl,
      fetch: upstream.fetch,
      timeoutMs: upstream.timeoutMs,
      getToken: () => undefined,
      recordAnswer: (key, answer) => {
        answers[key] = answer;
      },
    },
  );
  const kept = new Map<string, string>();
  const result = await runInitialLoad(runtime.context, {
    location: { pathname: request.url.pathname, search: request.url.search, origin: request.url.origin },
    storage: { getItem: (key) => kept.get(key) ?? null, setItem: (key, value) => void kept.set(key, value) },
    assign: () => {
      left = true;
    },
  });
  if (result !== 'ready' || left) return { answers };
  // The code the page hydrates with first, as `mountTenant` loads it before hydrating: a part whose code is there renders
  // without a Suspense boundary of its own, and the two renders must agree on which have one.
  const { context } = runtime;
  await Promise.all([
    ...context.plugins.get(startSteps).map((step) => step.preload?.(context)),
    preloadOfferSummary(context),
  ]).catch(() => undefined);
  const { prelude } = await prerenderToNodeStream(<TenantApp tenant={served} runtime={runtime} ssrPath={routePath('Start')} />, wholePage);
  const markup = await text(prelude);
  // Markup that needs a script to complete (which the page's CSP would refuse) is no page: the build's is served.
  if (/<script\b|<!--\$\?-->/.test(markup)) return { answers };
  return { markup, answers };
}

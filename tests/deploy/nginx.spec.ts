import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Response } from '@playwright/test';
import type { HeaderSet, Headers } from '../../sandbox/server/HeaderSet.ts';
import { journey } from '../support/journey.ts';
import { localSite } from '../support/localSite.ts';
import { createNginxServer, freePort, type NginxServer } from '../support/nginxServer.ts';
import { startWorkerServer, type WorkerServer } from '../support/startWorkerServer.ts';
import { expect, test as base } from '../support/test.ts';

const tenant = 'sz';
const bundleDir = join(import.meta.dirname, '..', '..', 'dist', tenant);
const generatedConfig = join(bundleDir, 'deploy', 'nginx.conf');

/** nginx with the build's own configuration of dist/sz, its /api proxied to a sandbox behind it. */
interface ServedBundle {
  readonly url: string;
  /** The same server by address, for requests from Node, which does not resolve *.localhost. */
  readonly addressUrl: string;
  readonly headers: HeaderSet;
  readonly brotli: boolean;
}

/**
 * The generated `dist/sz/deploy/nginx.conf`, changed only in the lines it marks as the integrator's settings (ports,
 * certificate, root, upstream), served by the machine's nginx over TLS with HTTP/2 in front of a sandbox started for
 * this file. The sandbox trusts the proxy's forwarded headers, as a publisher's back end behind nginx must.
 */
const test = base.extend<object, { servedBundle: ServedBundle }>({
  servedBundle: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring; it must be there.
    async ({}, use) => {
      let nginx: NginxServer | undefined;
      let sandbox: WorkerServer | undefined;
      try {
        nginx = createNginxServer();
        if (!existsSync(generatedConfig)) throw new Error(`No ${generatedConfig}: run npm run build first.`);
        const [httpsPort, httpPort, sandboxPort] = [await freePort(), await freePort(), await freePort()];
        sandbox = await startWorkerServer(sandboxPort, 60_000, { SANDBOX_TRUST_PROXY: '1' });
        const site = localSite(nginx, {
          generated: generatedConfig,
          root: bundleDir,
          upstream: `127.0.0.1:${sandboxPort}`,
          httpsPort,
          httpPort,
        });
        await nginx.start(site, httpsPort);
        const headers = JSON.parse(readFileSync(join(bundleDir, 'security', 'headers.json'), 'utf8')) as HeaderSet;
        await use({
          url: `https://${tenant}.localhost:${httpsPort}`,
          addressUrl: `https://127.0.0.1:${httpsPort}`,
          headers,
          brotli: nginx.brotli,
        });
      } finally {
        await nginx?.stop();
        await sandbox?.stop();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ servedBundle }, use) => {
    await use(servedBundle.url);
  },
  // The throwaway certificate names localhost only and no one signed it.
  ignoreHTTPSErrors: true,
});

/** Every header of the set with its exact value; a missing or changed one fails with its name. */
function expectHeaders(response: Response, expected: Headers, what: string, actual: Record<string, string>): void {
  for (const [name, value] of Object.entries(expected)) {
    expect(actual[name.toLowerCase()], `${name} of ${what} (${response.url()})`).toBe(value);
  }
}

test('one order through the generated nginx.conf: HTTP/2, every header of the set, compressed assets, no CSP violation', async ({
  page,
  servedBundle,
}) => {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  await journey.toSuccess(page, { tenant, query: 'wa=SZ-DIGITAL-STANDARD' });
  await expect(page).toHaveURL(/\/success$/);

  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe(
    'h2',
  );
  const own = responses.filter((response) => response.url().startsWith(servedBundle.url));
  const encodings = servedBundle.brotli ? ['br'] : ['gzip'];

  const documents = own.filter((response) => response.request().resourceType() === 'document');
  expect(documents.length, 'the page itself').toBeGreaterThan(0);
  for (const document of documents) {
    const headers = await document.allHeaders();
    expectHeaders(document, servedBundle.headers.document, 'index.html', headers);
    expect(encodings, `content-encoding of ${document.url()}`).toContain(headers['content-encoding']);
  }

  const assets = own.filter((response) => /\.(js|css)$/.test(new URL(response.url()).pathname));
  expect(assets.length, 'scripts and stylesheets of the bundle').toBeGreaterThan(1);
  for (const asset of assets) {
    const headers = await asset.allHeaders();
    expect(asset.status(), asset.url()).toBe(200);
    expect(encodings, `content-encoding of ${asset.url()} (none: sent uncompressed)`).toContain(headers['content-encoding']);
    expect(headers.vary, `vary of ${asset.url()}`).toMatch(/accept-encoding/i);
    expectHeaders(asset, servedBundle.headers.hashedAsset, 'a hashed asset', headers);
  }

  // The order went through nginx's /api to the sandbox behind it.
  const orders = own.filter((response) => response.url().includes('/api/order-service/v1/order/create'));
  expect(orders.map((response) => response.status())).toEqual([200]);
});

test('the staff area, a missing file and the private folders, as the sandbox serves them', async ({ request, servedBundle }) => {
  const get = (path: string, headers: Record<string, string> = {}) => request.get(`${servedBundle.addressUrl}${path}`, { headers });
  const staff = await get('/internal/');
  expect(staff.status()).toBe(200);
  expect(await staff.text()).toContain('<script');
  for (const [name, value] of Object.entries(servedBundle.headers.staffDocument))
    expect(staff.headers()[name.toLowerCase()], name).toBe(value);

  const route = await get('/neubestellung/abo/', { 'accept-encoding': 'gzip' });
  expect(route.headers()['content-encoding']).toBe('gzip');
  expect(route.headers()['content-security-policy']).toBe(servedBundle.headers.document['Content-Security-Policy']);

  const missingChunk = await get('/static/js/no-such-chunk.0123456789.js');
  expect(missingChunk.status()).toBe(404);
  expect(missingChunk.headers()['cache-control'], 'a 404 cached for a year').toBeUndefined();
  expect((await get('/security/headers.json')).status()).toBe(404);
  expect((await get('/deploy/nginx.conf')).status()).toBe(404);
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listenReaderStart } from '../../cli/serveReaderStart.ts';
import { loadReaderStartRenderers } from '../../cli/startPages.ts';
import type { HeaderSet, Headers } from '../../sandbox/server/HeaderSet.ts';
import { startSandbox } from '../../sandbox/startSandbox.ts';
import { startCaddy } from '../support/caddyServer.ts';
import { problemsOf, watchPage } from '../support/heldPage.ts';
import { freePort } from '../support/nginxServer.ts';
import { expect, test } from '../support/test.ts';

// docs/deployment.md, "The Start renderer": the generated Caddyfile sends the Start route to the renderer, and serves
// the bundle's own page when the renderer does not answer.

const tenant = 'sz';
const projectRoot = join(import.meta.dirname, '..', '..');
const bundleDir = join(projectRoot, 'dist', tenant);
const startPath = `/neubestellung/abo/?wa=${tenant.toUpperCase()}-DIGITAL-STANDARD`;
const loginText = 'Sie haben bereits ein Benutzerkonto?';

// The throwaway certificate names localhost only and no one signed it.
test.use({ ignoreHTTPSErrors: true, viewport: { width: 390, height: 844 } });

/**
 * dist/sz through its generated Caddyfile on this machine's Caddy, `/api` proxied to a sandbox that trusts the forwarded
 * headers, the Start route to a Start renderer asking the same sandbox, or to a port nothing listens on.
 */
async function serveThroughCaddy(withRenderer: boolean) {
  const sandbox = await startSandbox({ port: 0, mode: 'test', latencyMs: 0, secret: 'test', trustProxy: true });
  const render = (await loadReaderStartRenderers(projectRoot))[tenant];
  if (!render) throw new Error(`dist/${tenant} was built without a Start renderer`);
  const renderer = withRenderer
    ? await listenReaderStart({ bundleDir, render, upstream: sandbox.url, trustProxy: true, port: 0, host: '127.0.0.1' })
    : undefined;
  const [httpsPort, httpPort, closedPort] = [await freePort(), await freePort(), await freePort()];
  try {
    const caddy = await startCaddy({
      generated: join(bundleDir, 'deploy', 'Caddyfile'),
      httpsPort,
      httpPort,
      settings: { root: bundleDir, upstream: new URL(sandbox.url).host, startRenderer: renderer?.address ?? `127.0.0.1:${closedPort}` },
    });
    return {
      url: `https://${tenant}.localhost:${httpsPort}`,
      close: async () => {
        await caddy.stop();
        await renderer?.close();
        await sandbox.close();
      },
    };
  } catch (error) {
    await renderer?.close();
    await sandbox.close();
    throw error;
  }
}

function documentHeaders(): Headers {
  return (JSON.parse(readFileSync(join(bundleDir, 'security', 'headers.json'), 'utf8')) as HeaderSet).document;
}

test('through the generated Caddyfile Start comes rendered for the reader, with the page headers and kept by no cache', async ({
  page,
}) => {
  const served = await serveThroughCaddy(true);
  try {
    const { messages } = await watchPage(page);
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const response = await page.goto(`${served.url}${startPath}`);
    expect(response?.status()).toBe(200);
    const received = (await response?.allHeaders()) ?? {};
    for (const [name, value] of Object.entries({ ...documentHeaders(), 'Cache-Control': 'no-store' })) {
      expect(received[name.toLowerCase()], name).toBe(value);
    }
    expect(await response?.text()).toMatch(/<div id="root"[^>]*data-answered/);
    await expect(page.getByText(loginText)).toBeVisible();
    await page.waitForFunction(() => (window as { __aboflowHoldInput?: boolean }).__aboflowHoldInput === false);
    // The renderer asked the initial load's calls through Caddy's forwarded headers; the page took its answers.
    expect(asked.filter((path) => path.endsWith('/order/initialFormData'))).toEqual([]);
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe('h2');
    expect(problemsOf(messages)).toEqual([]);
  } finally {
    await served.close();
  }
});

test('through the generated Caddyfile without a Start renderer, Start is the bundle’s own page with status 200', async ({ page }) => {
  const served = await serveThroughCaddy(false);
  try {
    const { messages } = await watchPage(page);
    const response = await page.goto(`${served.url}${startPath}`);
    expect(response?.status()).toBe(200);
    const received = (await response?.allHeaders()) ?? {};
    for (const [name, value] of Object.entries(documentHeaders())) expect(received[name.toLowerCase()], name).toBe(value);
    expect(await response?.text()).not.toMatch(/<div id="root"[^>]*data-answered/);
    await expect(page.getByText(loginText)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Vorname' })).toBeEditable();
    expect(problemsOf(messages)).toEqual([]);
  } finally {
    await served.close();
  }
});

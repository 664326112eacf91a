import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CliContext } from '../cli/CliContext.ts';
import { listenReaderStart } from '../cli/serveReaderStart.ts';
import { loadReaderStartRenderers } from '../cli/startPages.ts';
import { startServer } from '../cli/startServer.ts';
import { selfSignedCertificate } from '../sandbox/server/selfSignedCertificate.ts';
import { localSite } from '../tests/support/localSite.ts';
import { createNginxServer, freePort } from '../tests/support/nginxServer.ts';

/** One tenant's bundle served for measuring, and how. */
export interface ServedBundle {
  /** The origin a reader's browser opens, e.g. https://sz.localhost:43121. */
  readonly origin: string;
  /** Which server answered, for the report's header line. */
  readonly servedBy: string;
  close(): Promise<void>;
}

/**
 * Serves `dist/<tenant>` as a publisher serves it: the machine's nginx running the build's own
 * `dist/<tenant>/deploy/nginx.conf` (changed only in its marked settings: ports, certificate, root, upstream) over
 * TLS with HTTP/2, its `/api` proxied to a sandbox in test mode that trusts the proxy's forwarded headers, its Start
 * route to the Start renderer (`aboflow serve-start`) that asks the same sandbox. Without
 * nginx on the machine, the sandbox serves the bundle itself over HTTP/2 with the same headers, and says so.
 */
export async function serveBundle(context: CliContext, tenant: string): Promise<ServedBundle> {
  const bundleDir = join(context.distRoot, tenant);
  const generated = join(bundleDir, 'deploy', 'nginx.conf');
  let nginx: ReturnType<typeof createNginxServer> | undefined;
  try {
    nginx = createNginxServer();
  } catch (error) {
    context.err(`${error instanceof Error ? error.message : String(error)} The sandbox serves ${tenant} instead.`);
  }
  if (!nginx || !existsSync(generated)) {
    const server = await startServer(context, { port: 0, staticDir: bundleDir, test: true, latencyMs: 0, tls: selfSignedCertificate() });
    return {
      origin: server.url.replace(/\/$/, ''),
      servedBy: 'the sandbox over HTTP/2 (no nginx on this machine)',
      close: async () => {
        await server.close();
      },
    };
  }
  const sandbox = await startServer(context, { port: 0, test: true, latencyMs: 0, trustProxy: true });
  const upstream = new URL(sandbox.url).host;
  const render = (await loadReaderStartRenderers(context.projectRoot))[tenant];
  if (!render) throw new Error(`The last build has no Start renderer for ${tenant}: build it again (npm run build -- --tenant ${tenant}).`);
  const renderer = await listenReaderStart({ bundleDir, render, upstream: sandbox.url, trustProxy: true, port: 0, host: '127.0.0.1' });
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const site = withProviderPages(
    localSite(nginx, { generated, root: bundleDir, upstream, httpsPort, httpPort, startRenderer: renderer.address }),
  );
  const server = nginx;
  try {
    await server.start(site, httpsPort);
  } catch (error) {
    await renderer.close();
    await sandbox.close();
    throw error;
  }
  return {
    origin: `https://${tenant}.localhost:${httpsPort}`,
    servedBy: `nginx with the generated dist/<key>/deploy/nginx.conf (HTTP/2 over TLS, ${server.brotli ? 'brotli_static' : 'gzip_static'}) and the Start renderer`,
    close: async () => {
      await server.stop();
      await renderer.close();
      await sandbox.close();
    },
  };
}

/**
 * The sandbox's provider pages (`/sandbox/payment/…`, where PayPal and the card provider stand in) through the same
 * upstream as `/api`: a publisher's provider is a site of its own, so the generated configuration has no such
 * location, and without it the SPA fallback answered the payment page's PayPal step with Start.
 */
function withProviderPages(site: string): string {
  const api = /^(\s*)location \^~ \/api\/ \{\n\s*proxy_pass ([^;]+);/m.exec(site);
  if (!api) throw new Error('The generated nginx.conf has no /api location to put the provider pages beside.');
  const [, indent, upstream] = api;
  const block = `${indent}location ^~ /sandbox/ {${indent}  proxy_pass ${upstream};${indent}  proxy_set_header Host $host;${indent}  proxy_set_header X-Forwarded-Host $http_host;${indent}  proxy_set_header X-Forwarded-Proto $scheme;${indent}}\n`;
  return site.replace(api[0], `${block}${api[0]}`);
}

import { readFileSync } from 'node:fs';
import { applyNginxSettings, type NginxServer } from './nginxServer.ts';

/**
 * A bundle's generated `deploy/nginx.conf` with only its marked settings changed, as an integrator changes them, for
 * a throwaway nginx on this machine: listening on 127.0.0.1 over TLS with HTTP/2, the throwaway certificate, `root` the
 * bundle, `/api` proxied to `upstream`. Without ngx_brotli the integrator deletes the brotli line (docs/deployment.md),
 * and gzip_static serves.
 */
export function localSite(
  nginx: NginxServer,
  input: {
    readonly generated: string;
    readonly root: string;
    readonly upstream: string;
    readonly httpsPort: number;
    readonly httpPort: number;
    /** `host:port` of the Start renderer; without one, the placeholder stays and nginx serves the bundle's own Start. */
    readonly startRenderer?: string;
  },
): string {
  const site = applyNginxSettings(readFileSync(input.generated, 'utf8'), {
    upstream: input.upstream,
    ...(input.startRenderer === undefined ? {} : { 'start-renderer': input.startRenderer }),
    certificate: nginx.certificate,
    'certificate-key': nginx.certificateKey,
    root: input.root,
    'listen-https': `127.0.0.1:${input.httpsPort} ssl http2`,
    'listen-https-ipv6': null,
    'listen-http': `127.0.0.1:${input.httpPort}`,
    'listen-http-ipv6': null,
  });
  return nginx.brotli ? site : site.replace(/^\s*brotli_static on;$/m, '');
}

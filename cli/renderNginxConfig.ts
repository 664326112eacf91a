import { routePath } from '../core/funnel/routeTable.ts';
import type { HeaderSet, Headers } from '../sandbox/server/HeaderSet.ts';
import {
  checkedHeaderValue,
  type DeploySettings,
  type DeployTenant,
  fileExtensionPattern,
  hashedAssetPattern,
  placeholderSettings,
  privateFolders,
} from './deploySettings.ts';

/**
 * Every header of one entry of the set; all but Cache-Control also on errors (`always`): a 404 of a hashed name
 * (a chunk not deployed yet) must not be cached for a year.
 */
function addHeaders(headers: Headers): string[] {
  return Object.entries(headers).map(
    ([name, value]) => `    add_header ${name} "${checkedHeaderValue(name, value)}"${name.toLowerCase() === 'cache-control' ? '' : ' always'};`,
  );
}

/** A location's lines that pass the request on to an upstream as the browser made it: host, scheme and client forwarded. */
function proxyTo(upstream: string): string[] {
  return [
    `proxy_pass http://${upstream};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header Host $host;',
    // $http_host keeps the port the browser used: the back end compares it with the Origin of writes.
    'proxy_set_header X-Forwarded-Host $http_host;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
  ];
}

function location(match: string, headers: Headers | undefined, body: readonly string[]): string[] {
  return [`  location ${match} {`, ...(headers ? addHeaders(headers) : []), ...body.map((line) => `    ${line}`), '  }', ''];
}

/**
 * The nginx configuration of one tenant bundle (`dist/<key>/deploy/nginx.conf`, docs/deployment.md "Serving the bundles: compression and headers"): a
 * server on port 80 that only redirects to HTTPS, and the HTTPS server (HTTP/2) with the tenant's hosts as names,
 * the build's brotli and gzip copies, the header set of `security/headers.json` in every location (a location's
 * `add_header` replaces the server's, so none is set on the server level), the single-page fallback and `/api`
 * proxied to the back end. The lines marked `# SETTING <name>` are the integrator's; the rest is the build's.
 */
export function renderNginxConfig(tenant: DeployTenant, headers: HeaderSet, settings: DeploySettings = placeholderSettings(tenant.key)): string {
  const upstream = `aboflow_${tenant.key.replace(/[^a-z0-9_]/gi, '_')}_api`;
  const startRenderer = `aboflow_${tenant.key.replace(/[^a-z0-9_]/gi, '_')}_start`;
  const names = tenant.hosts.join(' ');
  return [
    `# nginx configuration of the aboflow bundle "${tenant.key}" (${tenant.name}), written by \`aboflow build\` from`,
    '# security/headers.json: regenerate it with the build instead of editing it. Include it in the http block of nginx.conf',
    '# (Debian: /etc/nginx/conf.d/), which must include mime.types. nginx 1.22 (Debian bookworm) or newer; brotli_static needs',
    "# ngx_brotli's static module (Debian: libnginx-mod-http-brotli-static).",
    '#',
    '# Settings to change for your server: the lines marked "# SETTING <name>".',
    '#   upstream         host:port of the back end that answers /api (plain HTTP; write https:// in proxy_pass for TLS)',
    '#   start-renderer   host:port of the Start renderer (aboflow serve-start); without one, the Start route is the static page',
    '#   certificate      the TLS certificate chain (PEM) for the server names below',
    '#   certificate-key  its private key',
    `#   root             where dist/${tenant.key}/ is deployed, without its security/ and deploy/ folders`,
    '#   listen-*         the ports (change only behind a load balancer or port mapping; delete the [::] lines without IPv6)',
    '',
    `upstream ${upstream} {`,
    `  server ${settings.upstream};  # SETTING upstream`,
    '  keepalive 16;',
    '}',
    '',
    `upstream ${startRenderer} {`,
    `  server ${settings.startRenderer};  # SETTING start-renderer`,
    '  keepalive 8;',
    '}',
    '',
    'server {',
    '  listen 80;  # SETTING listen-http',
    '  listen [::]:80;  # SETTING listen-http-ipv6',
    `  server_name ${names};`,
    '  return 301 https://$host$request_uri;',
    '}',
    '',
    'server {',
    `  ssl_certificate ${settings.certificate};  # SETTING certificate`,
    `  ssl_certificate_key ${settings.certificateKey};  # SETTING certificate-key`,
    `  root ${settings.root};  # SETTING root`,
    '  listen 443 ssl http2;  # SETTING listen-https',
    '  listen [::]:443 ssl http2;  # SETTING listen-https-ipv6',
    `  server_name ${names};`,
    '  server_tokens off;',
    '  charset utf-8;',
    '  charset_types text/css application/javascript text/javascript application/json image/svg+xml text/plain;',
    '  # The build wrote a brotli and a gzip copy of every text asset where it is smaller: send them, never compress here.',
    '  brotli_static on;',
    '  gzip_static on;',
    '  gzip_vary on;',
    '',
    "  # add_header in a location replaces every add_header of the server level: each location below carries its whole set.",
    ...location('^~ /api/', undefined, [
      ...proxyTo(upstream),
      '# The largest request is an upload of 500 KB with its multipart framing.',
      'client_max_body_size 1m;',
    ]),
    // Start rendered per reader (docs/deployment.md, "The Start renderer"): the page holds the reader's own answers, so
    // no cache keeps it; when the renderer is not there or too slow, the bundle's own page answers.
    ...location(`= ${routePath('Start')}`, { ...headers.document, 'Cache-Control': 'no-store' }, [
      ...proxyTo(startRenderer),
      'proxy_hide_header Cache-Control;',
      'proxy_connect_timeout 1s;',
      'proxy_read_timeout 5s;',
      'error_page 502 503 504 = @app;',
    ]),
    ...location(`~ ^/(${privateFolders.join('|')})/`, headers.otherAsset, ['return 404;']),
    ...location(`~ "${hashedAssetPattern}"`, headers.hashedAsset, ['try_files $uri =404;']),
    ...location('~ ^/internal(/|$)', headers.staffDocument, ['try_files /index.html =404;']),
    ...location('~ \\.html$', headers.document, ['try_files /index.html =404;']),
    ...location(`~ "${fileExtensionPattern}"`, headers.otherAsset, ['try_files $uri =404;']),
    // "/" is the root folder: nginx's index sends it on to /index.html, which the .html location answers.
    ...location('/', headers.otherAsset, ['try_files $uri @app;']),
    ...location('@app', headers.document, ['try_files /index.html =404;']),
    '}',
    '',
  ]
    .join('\n')
    .replace(/\n\n}\n$/, '\n}\n');
}

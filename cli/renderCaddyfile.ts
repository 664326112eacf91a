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

/** The environment variables a Caddyfile reads its settings from when Caddy loads it, with the build's placeholder. */
export const caddySettingVariables: Readonly<Record<keyof DeploySettings, string>> = {
  root: 'ABOFLOW_ROOT',
  certificate: 'ABOFLOW_TLS_CERTIFICATE',
  certificateKey: 'ABOFLOW_TLS_KEY',
  upstream: 'ABOFLOW_API_UPSTREAM',
  startRenderer: 'ABOFLOW_START_RENDERER',
};

function headerBlock(headers: Headers): string[] {
  return ['\t\theader {', ...Object.entries(headers).map(([name, value]) => `\t\t\t${name} "${checkedHeaderValue(name, value)}"`), '\t\t}'];
}

/** A 404 is not cached: the file may be deployed a moment later (the set's Cache-Control is for files). */
function notFound(headers: Headers): string[] {
  return [...headerBlock(Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'cache-control'))), '\t\trespond 404'];
}

function handle(matcher: string, lines: readonly string[]): string[] {
  return [`\thandle ${matcher}{`, ...lines, '\t}', ''];
}

const serveFile = ['\t\tfile_server {', '\t\t\tprecompressed br gzip', '\t\t}'];

/**
 * The Caddy configuration of one tenant bundle (`dist/<key>/deploy/Caddyfile`): the same as its nginx.conf
 * (`renderNginxConfig`) for Caddy 2.6 or newer, which redirects HTTP to HTTPS and speaks HTTP/2 on its own. The
 * settings are environment variables (`caddySettingVariables`) with the build's placeholders as defaults. The Start
 * route goes to the Start renderer; when it does not answer (not running, 502–504), the error route serves the
 * bundle's own page with status 200.
 */
export function renderCaddyfile(tenant: DeployTenant, headers: HeaderSet, settings: DeploySettings = placeholderSettings(tenant.key)): string {
  const setting = (name: keyof typeof caddySettingVariables) => `{$${caddySettingVariables[name]}:${settings[name]}}`;
  return [
    `# Caddy configuration of the aboflow bundle "${tenant.key}" (${tenant.name}), written by \`aboflow build\` from`,
    '# security/headers.json: regenerate it with the build instead of editing it. Caddy 2.6 (Debian bookworm) or newer.',
    '#',
    '# Settings to change for your server, each an environment variable read when Caddy loads this file (the value after',
    '# the colon is the default):',
    `#   ${caddySettingVariables.upstream}  host:port of the back end that answers /api`,
    `#   ${caddySettingVariables.certificate} / ${caddySettingVariables.certificateKey}  the TLS certificate chain and its key (PEM);`,
    '#     delete the tls line to let Caddy obtain certificates itself',
    `#   ${caddySettingVariables.root}  where dist/${tenant.key}/ is deployed, without its security/ and deploy/ folders`,
    `#   ${caddySettingVariables.startRenderer}  host:port of the Start renderer (aboflow serve-start); without one, the Start`,
    '#     route is the static page',
    '# Check it with: caddy validate --adapter caddyfile --config Caddyfile',
    '',
    `${tenant.hosts.join(', ')} {`,
    `\ttls ${setting('certificate')} ${setting('certificateKey')}`,
    `\troot * ${setting('root')}`,
    '',
    // Caddy sets X-Forwarded-For, -Proto and -Host and passes Host on by itself.
    ...handle('/api/* ', [`\t\treverse_proxy ${setting('upstream')}`]),
    // Start rendered per reader (docs/deployment.md, "The Start renderer"): the page holds the reader's own answers, so
    // no cache keeps it. (An exact path: Caddy orders path handles by length, before the named matchers below.)
    ...handle(`${routePath('Start')} `, [
      ...headerBlock({ ...headers.document, 'Cache-Control': 'no-store' }),
      `\t\treverse_proxy ${setting('startRenderer')} {`,
      '\t\t\theader_down -Cache-Control',
      '\t\t\ttransport http {',
      '\t\t\t\tdial_timeout 1s',
      '\t\t\t\tresponse_header_timeout 5s',
      '\t\t\t}',
      '\t\t}',
    ]),
    `\t@private path ${privateFolders.map((folder) => `/${folder}/*`).join(' ')}`,
    ...handle('@private ', notFound(headers.otherAsset)),
    '\t@hashedAsset {', `\t\tpath_regexp ${hashedAssetPattern}`, '\t\tfile', '\t}',
    ...handle('@hashedAsset ', [...headerBlock(headers.hashedAsset), ...serveFile]),
    '\t@staff path /internal /internal/*',
    ...handle('@staff ', [...headerBlock(headers.staffDocument), '\t\trewrite * /index.html', ...serveFile]),
    // An existing file other than index.html (a folder's path ends with "/").
    '\t@otherAsset {', '\t\tfile', '\t\tnot path */ *.html', '\t}',
    ...handle('@otherAsset ', [...headerBlock(headers.otherAsset), ...serveFile]),
    '\t@missingFile {', `\t\tpath_regexp ${fileExtensionPattern}`, '\t\tnot path *.html', '\t}',
    ...handle('@missingFile ', notFound(headers.otherAsset)),
    // Every other path is one of the app's routes: index.html (the single-page fallback).
    ...handle('', [...headerBlock(headers.document), '\t\trewrite * /index.html', ...serveFile]),
    // The Start renderer not there, or too slow: the bundle's own page, as on every other route (Caddy's file server
    // would answer with the error's status in an error route).
    '\thandle_errors {',
    `\t\t@startWithoutRenderer expression \`{http.request.uri.path} == "${routePath('Start')}" && {http.error.status_code} in [502, 503, 504]\``,
    '\t\thandle @startWithoutRenderer {',
    ...[...headerBlock(headers.document), '\t\trewrite * /index.html', '\t\tfile_server {', '\t\t\tprecompressed br gzip', '\t\t\tstatus 200', '\t\t}'].map(
      (line) => `\t${line}`,
    ),
    '\t\t}',
    '\t}',
    '}',
    '',
  ]
    .join('\n')
    .replace(/\n\n}\n$/, '\n}\n');
}

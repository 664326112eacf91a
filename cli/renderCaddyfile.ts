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
export const caddySettingVariables: Readonly<Record<Exclude<keyof DeploySettings, 'startRenderer'>, string>> = {
  root: 'ABOFLOW_ROOT',
  certificate: 'ABOFLOW_TLS_CERTIFICATE',
  certificateKey: 'ABOFLOW_TLS_KEY',
  upstream: 'ABOFLOW_API_UPSTREAM',
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
 * settings are environment variables (`caddySettingVariables`) with the build's placeholders as defaults.
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
    '# Check it with: caddy validate --adapter caddyfile --config Caddyfile',
    '',
    `${tenant.hosts.join(', ')} {`,
    `\ttls ${setting('certificate')} ${setting('certificateKey')}`,
    `\troot * ${setting('root')}`,
    '',
    // Caddy sets X-Forwarded-For, -Proto and -Host and passes Host on by itself.
    ...handle('/api/* ', [`\t\treverse_proxy ${setting('upstream')}`]),
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
    '}',
    '',
  ]
    .join('\n')
    .replace(/\n\n}\n$/, '\n}\n');
}

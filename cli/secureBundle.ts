import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Tenant } from '../core/tenant/defineTenant.ts';
import { addSubresourceIntegrity } from './addSubresourceIntegrity.ts';
import { compressAssets } from './compressAssets.ts';
import { mergePolicySources, tenantPolicySources } from './contentSecurityPolicy.ts';
import { createHeaderSet, formatHeadersFile } from './createHeaderSet.ts';
import { createScriptInventory, inlineScriptHashes } from './createScriptInventory.ts';
import { renderCaddyfile } from './renderCaddyfile.ts';
import { renderNginxConfig } from './renderNginxConfig.ts';

/** The folder of a bundle that holds what a publisher's server needs to know; it is not served. */
const securityDirName = 'security';

/** The folder of a tenant bundle with its server configurations, generated from the header set; it is not served. */
const deployDirName = 'deploy';

/**
 * The build step after rsbuild for one bundle folder: Subresource Integrity on index.html's scripts and
 * stylesheets, then `security/headers.json`, `security/_headers` and `security/script-inventory.json`
 * for the tenants it serves, for a one-tenant bundle also `deploy/nginx.conf` and `deploy/Caddyfile` from that set, then brotli and gzip copies of every text asset (index.html last changed
 * here, so its copies match). Throws when index.html names a first-party file the build did not write.
 */
export async function secureBundle(dir: string, bundle: string, tenants: readonly Tenant[]): Promise<void> {
  const htmlFile = join(dir, 'index.html');
  const html = addSubresourceIntegrity(readFileSync(htmlFile, 'utf8'), (url) => {
    if (/^([a-z]+:)?\/\//i.test(url)) return undefined;
    const file = join(
      dir,
      ...url
        .replace(/[?#].*$/, '')
        .split('/')
        .filter(Boolean),
    );
    if (!existsSync(file)) throw new Error(`${htmlFile} loads ${url}, but the build wrote no ${file}.`);
    return readFileSync(file);
  });
  writeFileSync(htmlFile, html);
  const headers = createHeaderSet(mergePolicySources(tenants.map(tenantPolicySources)), inlineScriptHashes(html));
  const security = join(dir, securityDirName);
  mkdirSync(security, { recursive: true });
  writeFileSync(join(security, 'headers.json'), `${JSON.stringify(headers, null, 2)}\n`);
  writeFileSync(join(security, '_headers'), formatHeadersFile(headers));
  writeFileSync(join(security, 'script-inventory.json'), `${JSON.stringify(createScriptInventory(dir, bundle, tenants), null, 2)}\n`);
  if (tenants.length === 1) {
    const deploy = join(dir, deployDirName);
    mkdirSync(deploy, { recursive: true });
    writeFileSync(join(deploy, 'nginx.conf'), renderNginxConfig(tenants[0]!, headers));
    writeFileSync(join(deploy, 'Caddyfile'), renderCaddyfile(tenants[0]!, headers));
  }
  await compressAssets(dir, securityDirName);
}

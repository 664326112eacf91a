import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTenantKeys } from '../../cli/listTenantKeys.ts';
import { loadTenant } from '../../cli/loadTenant.ts';
import { caddySettingVariables } from '../../cli/renderCaddyfile.ts';
import type { Tenant } from '../../core/tenant/defineTenant.ts';
import type { HeaderSet } from '../../sandbox/server/HeaderSet.ts';
import { selfSignedCertificate } from '../../sandbox/server/selfSignedCertificate.ts';
import { applyNginxSettings, createNginxServer, type NginxServer } from '../support/nginxServer.ts';
import { projectPaths } from './projectPaths.ts';
import { requireBuiltBundle } from './requireBuiltBundle.ts';

const tenantKeys = listTenantKeys(projectPaths.tenantsRoot);
const caddyBinary = '/usr/bin/caddy';
const hosts = new Map<string, readonly string[]>();
let server: NginxServer | undefined;

/** The machine's nginx, made ready on first use: without one each test fails with what to install, none is skipped. */
function nginxServer(): NginxServer {
  server ??= createNginxServer();
  return server;
}

// Importing the tenant packages takes seconds on a busy machine, the first one most.
beforeAll(async () => {
  for (const key of tenantKeys) hosts.set(key, ((await loadTenant(projectPaths.tenantsRoot, key)) as Tenant).hosts);
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

/** A tenant bundle's generated server configurations and the header set they come from. */
function deployFiles(key: string): { nginx: string; caddy: string; caddyFile: string; headers: HeaderSet } {
  const dir = requireBuiltBundle(projectPaths.distRoot, key);
  const caddyFile = join(dir, 'deploy', 'Caddyfile');
  return {
    nginx: readFileSync(join(dir, 'deploy', 'nginx.conf'), 'utf8'),
    caddy: readFileSync(caddyFile, 'utf8'),
    caddyFile,
    headers: JSON.parse(readFileSync(join(dir, 'security', 'headers.json'), 'utf8')) as HeaderSet,
  };
}

describe('each tenant bundle’s deploy/nginx.conf and deploy/Caddyfile', () => {
  it.each(tenantKeys)('%s: the policies of its security/headers.json, its own hosts as server names', (key) => {
    const files = deployFiles(key);
    for (const policy of [files.headers.document['Content-Security-Policy'], files.headers.staffDocument['Content-Security-Policy']]) {
      expect(files.nginx).toContain(`add_header Content-Security-Policy "${policy}" always;`);
      expect(files.caddy).toContain(`Content-Security-Policy "${policy}"`);
    }
    expect(files.nginx).toContain(`  server_name ${hosts.get(key)!.join(' ')};\n`);
    expect(files.caddy).toContain(`\n${hosts.get(key)!.join(', ')} {\n`);
  });

  it.each(tenantKeys)('%s: nginx -t accepts nginx.conf with the integrator’s settings filled in', (key) => {
    const site = applyNginxSettings(deployFiles(key).nginx, {
      certificate: nginxServer().certificate,
      'certificate-key': nginxServer().certificateKey,
      root: join(projectPaths.distRoot, key),
      // Ports nobody listens on: nginx -t does not bind them.
      'listen-https': '127.0.0.1:5398 ssl http2',
      'listen-https-ipv6': null,
      'listen-http': '127.0.0.1:5399',
      'listen-http-ipv6': null,
    });
    const result = nginxServer().check(nginxServer().brotli ? site : site.replace(/^\s*brotli_static on;$/m, ''));
    expect(result.ok, result.output).toBe(true);
  });

  it('caddy validate accepts every Caddyfile with the certificate given by its environment variables', async () => {
    if (!existsSync(caddyBinary)) {
      throw new Error(`No Caddy at ${caddyBinary}: install Debian's caddy (apt-get install caddy); .ci/run installs it.`);
    }
    const dir = mkdtempSync(join(tmpdir(), 'aboflow-caddy-'));
    const tls = selfSignedCertificate();
    writeFileSync(join(dir, 'cert.pem'), tls.cert);
    writeFileSync(join(dir, 'key.pem'), tls.key, { mode: 0o600 });
    await Promise.all(
      tenantKeys.map(async (key) => {
        // Caddy keeps its state below HOME, its local CA among it: each validation gets a folder of its own, since two
        // that shared one raced, one reading the CA's root key while the other was still writing it.
        const state = mkdtempSync(join(dir, `${key}-`));
        const env = {
          PATH: process.env.PATH ?? '',
          HOME: state,
          XDG_DATA_HOME: state,
          XDG_CONFIG_HOME: state,
          [caddySettingVariables.certificate]: join(dir, 'cert.pem'),
          [caddySettingVariables.certificateKey]: join(dir, 'key.pem'),
        };
        const run = promisify(execFile)(caddyBinary, ['validate', '--adapter', 'caddyfile', '--config', deployFiles(key).caddyFile], { env });
        await expect(run, `caddy validate of ${key}`).resolves.toMatchObject({ stdout: expect.stringContaining('Valid configuration') });
      }),
    ).finally(() => rmSync(dir, { recursive: true, force: true }));
  });
});

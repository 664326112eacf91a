import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyNginxSettings, createNginxServer, type NginxServer } from '../support/nginxServer.ts';
import { projectPaths } from './projectPaths.ts';
import { requireBuiltBundle } from './requireBuiltBundle.ts';

const script = join(projectPaths.projectRoot, 'docker', 'start-nginx.sh');
let server: NginxServer | undefined;

/** The machine's nginx, made ready on first use: without one each test fails with what to install, none is skipped. */
function nginxServer(): NginxServer {
  server ??= createNginxServer();
  return server;
}

afterAll(async () => {
  await server?.stop();
});

/** dist/sz/deploy/nginx.conf as the container holds it: the certificate at its place, ports free for nginx -t. */
function containerConfig(certificate: string): string {
  const file = join(nginxServer().dir, 'aboflow.conf');
  const generated = readFileSync(join(requireBuiltBundle(projectPaths.distRoot, 'sz'), 'deploy', 'nginx.conf'), 'utf8');
  const site = applyNginxSettings(generated, {
    certificate,
    'certificate-key': nginxServer().certificateKey,
    root: join(projectPaths.distRoot, 'sz'),
    'listen-https': '127.0.0.1:5396 ssl http2',
    'listen-https-ipv6': null,
    'listen-http': '127.0.0.1:5397',
    'listen-http-ipv6': null,
  });
  writeFileSync(file, nginxServer().brotli ? site : site.replace(/^\s*brotli_static on;$/m, ''));
  return file;
}

function start(file: string, env: Record<string, string>): { status: number | null; stdout: string; stderr: string } {
  return spawnSync('sh', [script, file, 'echo', 'nginx started'], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', ...env } });
}

describe('docker/start-nginx.sh, the container’s start', () => {
  it('fills ABOFLOW_API_UPSTREAM into the generated nginx.conf, which nginx then accepts, and starts', () => {
    const file = containerConfig(nginxServer().certificate);
    const run = start(file, { ABOFLOW_API_UPSTREAM: 'api.internal:8443' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('nginx started\n');
    const filled = readFileSync(file, 'utf8');
    expect(filled).toMatch(/^ {2}server api\.internal:8443; {2}# SETTING upstream$/m);
    const checked = nginxServer().check(filled.replace('api.internal:8443', '127.0.0.1:5395'));
    expect(checked.ok, checked.output).toBe(true);
  });

  it('fills ABOFLOW_START_RENDERER into the Start renderer line, which nginx then accepts; without it the line stays', () => {
    const file = containerConfig(nginxServer().certificate);
    const run = start(file, { ABOFLOW_API_UPSTREAM: '127.0.0.1:5395', ABOFLOW_START_RENDERER: 'localhost:9082' });
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe('nginx started\n');
    const filled = readFileSync(file, 'utf8');
    expect(filled).toMatch(/^ {2}server localhost:9082; {2}# SETTING start-renderer$/m);
    const checked = nginxServer().check(filled);
    expect(checked.ok, checked.output).toBe(true);
    const without = containerConfig(nginxServer().certificate);
    expect(start(without, { ABOFLOW_API_UPSTREAM: 'api:80' }).status).toBe(0);
    expect(readFileSync(without, 'utf8')).toMatch(/^ {2}server 127\.0\.0\.1:8082; {2}# SETTING start-renderer$/m);
  });

  it('leaves a Start renderer whose name does not resolve out, with a warning, and starts: nginx would refuse the name', () => {
    const file = containerConfig(nginxServer().certificate);
    const run = start(file, { ABOFLOW_API_UPSTREAM: '127.0.0.1:5395', ABOFLOW_START_RENDERER: 'no-such-renderer.invalid:8082' });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('does not resolve');
    expect(run.stdout).toBe('nginx started\n');
    const filled = readFileSync(file, 'utf8');
    expect(filled).toMatch(/^ {2}server 127\.0\.0\.1:8082; {2}# SETTING start-renderer$/m);
    const checked = nginxServer().check(filled);
    expect(checked.ok, checked.output).toBe(true);
  });

  it('refuses a Start renderer that is not host:port, and says so', () => {
    for (const renderer of ['renderer:80; } server { listen 9', 'renderer', 'renderer:', ':8082', 'renderer:80x']) {
      const run = start(containerConfig(nginxServer().certificate), { ABOFLOW_API_UPSTREAM: 'api:80', ABOFLOW_START_RENDERER: renderer });
      expect(run.status, renderer).not.toBe(0);
      expect(run.stderr, renderer).toContain('ABOFLOW_START_RENDERER must be host:port');
      expect(run.stdout, renderer).toBe('');
    }
  });

  it('refuses to start without an upstream, with a bad one, or without the mounted certificate, and says which', () => {
    const file = containerConfig(nginxServer().certificate);
    const noUpstream = start(file, {});
    expect(noUpstream.status).not.toBe(0);
    expect(noUpstream.stderr).toContain('set ABOFLOW_API_UPSTREAM');
    const injected = start(file, { ABOFLOW_API_UPSTREAM: 'api:80; } server { listen 9' });
    expect(injected.status).not.toBe(0);
    expect(injected.stderr).toContain('must be host:port');
    const noCertificate = start(containerConfig(join(nginxServer().dir, 'missing', 'fullchain.pem')), { ABOFLOW_API_UPSTREAM: 'api:80' });
    expect(noCertificate.status).not.toBe(0);
    expect(noCertificate.stderr).toContain('mount the certificate chain');
    expect(`${noUpstream.stdout}${injected.stdout}${noCertificate.stdout}`).toBe('');
  });
});

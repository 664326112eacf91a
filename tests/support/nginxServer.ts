import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { selfSignedCertificate } from '../../sandbox/server/selfSignedCertificate.ts';

/** Where Debian's nginx and ngx_brotli's static module are (apt-get install nginx libnginx-mod-http-brotli-static). */
const nginxBinary = '/usr/sbin/nginx';
const brotliStaticModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const mimeTypes = '/etc/nginx/mime.types';

/** The nginx of this machine, or the reason a test cannot run without it (it fails, never skips: CI installs it). */
function requireNginx(): { readonly binary: string; readonly brotli: boolean } {
  if (!existsSync(nginxBinary) || !existsSync(mimeTypes)) {
    throw new Error(
      `No nginx at ${nginxBinary}: install Debian's nginx and its brotli module (apt-get install nginx libnginx-mod-http-brotli-static); .ci/run installs them.`,
    );
  }
  return { binary: nginxBinary, brotli: existsSync(brotliStaticModule) };
}

/**
 * Replaces the value of each line marked `# SETTING <name>` in a generated nginx.conf, as an integrator does
 * (`null` removes the line); throws when a named setting is missing, so a renamed setting fails the test.
 */
export function applyNginxSettings(config: string, values: Readonly<Record<string, string | null>>): string {
  let text = config;
  for (const [name, value] of Object.entries(values)) {
    const line = new RegExp(`^(\\s*)(\\S+) [^\\n]*?;(\\s*# SETTING ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})$`, 'gm');
    if (!line.test(text)) throw new Error(`The nginx configuration has no line marked "# SETTING ${name}".`);
    text = text.replace(line, (_, indent: string, directive: string, marker: string) => (value === null ? '' : `${indent}${directive} ${value};${marker}`));
  }
  return text;
}

/** A free TCP port on 127.0.0.1, found by letting the system pick one. */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** The main configuration around a site file: foreground, one worker, pid, logs and temp files in `dir`. */
function mainConfig(dir: string, siteFile: string, brotli: boolean): string {
  const temp = (name: string) => `  ${name}_temp_path ${join(dir, name)};`;
  return [
    ...(brotli ? [`load_module ${brotliStaticModule};`] : []),
    'daemon off;',
    'worker_processes 1;',
    // Run as root (a CI container), the worker would switch to nobody, who may not read a checkout under /root.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${join(dir, 'nginx.pid')};`,
    `error_log ${join(dir, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `  include ${mimeTypes};`,
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
    `  include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

/** A throwaway nginx for one test file, with the files it runs from. */
export interface NginxServer {
  readonly dir: string;
  readonly certificate: string;
  readonly certificateKey: string;
  readonly brotli: boolean;
  /** `nginx -t` on the site configuration: the exit status and nginx's own words. */
  check(site: string): { readonly ok: boolean; readonly output: string };
  /** Runs nginx in the foreground with the site configuration; resolves once `port` accepts connections. */
  start(site: string, port: number): Promise<void>;
  stop(): Promise<void>;
}

/** Prepares a temporary folder with a throwaway certificate for running the machine's nginx unprivileged. */
export function createNginxServer(): NginxServer {
  const { binary, brotli } = requireNginx();
  const dir = mkdtempSync(join(tmpdir(), 'aboflow-nginx-'));
  const certificate = join(dir, 'cert.pem');
  const certificateKey = join(dir, 'key.pem');
  const tls = selfSignedCertificate();
  writeFileSync(certificate, tls.cert);
  writeFileSync(certificateKey, tls.key, { mode: 0o600 });
  let child: ChildProcess | undefined;
  const writeConfig = (site: string) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'site.conf'), site);
    writeFileSync(join(dir, 'nginx.conf'), mainConfig(dir, join(dir, 'site.conf'), brotli));
    return ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')];
  };
  const errorLog = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '');
  return {
    dir,
    certificate,
    certificateKey,
    brotli,
    check(site) {
      const result = spawnSync(binary, [...writeConfig(site), '-t'], { encoding: 'utf8' });
      return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
    },
    async start(site, port) {
      let output = '';
      child = spawn(binary, writeConfig(site), { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${output}${errorLog()}`);
        const open = await new Promise<boolean>((resolve) => {
          const socket = connect(port, '127.0.0.1', () => {
            socket.end();
            resolve(true);
          });
          socket.once('error', () => resolve(false));
        });
        if (open) return;
        // nginx starts within a few milliseconds.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`nginx did not listen on ${port} within 10 s:\n${output}${errorLog()}`);
    },
    async stop() {
      const running = child;
      if (running && running.exitCode === null && running.signalCode === null) {
        const exited = new Promise((resolve) => running.once('exit', resolve));
        // QUIT: nginx's graceful stop; the master ends its worker first.
        running.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

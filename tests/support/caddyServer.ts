import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { caddySettingVariables } from '../../cli/renderCaddyfile.ts';
import type { DeploySettings } from '../../cli/deploySettings.ts';
import { selfSignedCertificate } from '../../sandbox/server/selfSignedCertificate.ts';

/** Where Debian's caddy is (apt-get install caddy). */
const caddyBinary = '/usr/bin/caddy';

/** A throwaway Caddy running a bundle's generated Caddyfile. */
export interface CaddyServer {
  readonly httpsPort: number;
  stop(): Promise<void>;
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Runs the machine's Caddy with a bundle's generated `deploy/Caddyfile` as an integrator does: the file unchanged, its
 * settings given as environment variables (`caddySettingVariables`), and a global options block in front of it for
 * the ports (a machine with ports 80 and 443 taken, as behind a port mapping) and without Caddy's admin endpoint.
 * The throwaway certificate names localhost only. Resolves once the HTTPS port accepts connections.
 */
export async function startCaddy(input: {
  readonly generated: string;
  readonly httpsPort: number;
  readonly httpPort: number;
  readonly settings: Omit<DeploySettings, 'certificate' | 'certificateKey'>;
}): Promise<CaddyServer> {
  if (!existsSync(caddyBinary)) throw new Error(`No Caddy at ${caddyBinary}: install Debian's caddy (apt-get install caddy); .ci/run installs it.`);
  const dir = mkdtempSync(join(tmpdir(), 'aboflow-caddy-'));
  const tls = selfSignedCertificate();
  writeFileSync(join(dir, 'cert.pem'), tls.cert);
  writeFileSync(join(dir, 'key.pem'), tls.key, { mode: 0o600 });
  const options = ['{', '\tadmin off', `\thttp_port ${input.httpPort}`, `\thttps_port ${input.httpsPort}`, '\tdefault_bind 127.0.0.1', '}', ''];
  writeFileSync(join(dir, 'Caddyfile'), `${options.join('\n')}\n${readFileSync(input.generated, 'utf8')}`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Caddy keeps its state (autosave, certificates) below these: inside the throwaway folder, not the user's home.
    XDG_CONFIG_HOME: dir,
    XDG_DATA_HOME: dir,
    [caddySettingVariables.certificate]: join(dir, 'cert.pem'),
    [caddySettingVariables.certificateKey]: join(dir, 'key.pem'),
    [caddySettingVariables.root]: input.settings.root,
    [caddySettingVariables.upstream]: input.settings.upstream,
    [caddySettingVariables.startRenderer]: input.settings.startRenderer,
  };
  let output = '';
  const child: ChildProcess = spawn(caddyBinary, ['run', '--adapter', 'caddyfile', '--config', join(dir, 'Caddyfile')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`caddy exited with ${child.exitCode}:\n${output}`);
    }
    if (await portOpen(input.httpsPort)) return { httpsPort: input.httpsPort, stop };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error(`caddy did not listen on ${input.httpsPort} within 15 s:\n${output}`);
}

import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from './database/openDatabase.ts';
import { runMigrations } from './database/runMigrations.ts';
import { fileURLToPath } from 'node:url';
import { listTenantKeys } from '../tenants/listTenantKeys.ts';
import { loadTenantProfiles, seededTenantKeys } from './seed/loadTenantProfiles.ts';
import { seedDatabase } from './seed/seedDatabase.ts';
import { seedGeneratedTenants } from './seed/seedGeneratedTenants.ts';
import { connectAttemptLimit, connectAttemptWindowMs } from './api/connectAttemptLimit.ts';
import { defaultUploadsPerClient, uploadAttemptWindowMs } from './api/handleUploadStudentEnrollmentCertificate.ts';
import { failedVoucherChecksAllowed, voucherCheckWindowMs } from './api/handleVoucherCheck.ts';
import { createAttemptLimiter } from './server/createAttemptLimiter.ts';
import type { Fault } from './server/createFaultRegistry.ts';
import { createFaultRegistry } from './server/createFaultRegistry.ts';
import { handleApiRequest } from './server/handleApiRequest.ts';
import { handleControlRequest } from './server/handleControlRequest.ts';
import { isServedHost } from './server/isServedHost.ts';
import { setPageSecurityHeaders } from './server/pageSecurityHeaders.ts';
import { requestOrigin } from './server/requestOrigin.ts';
import { handleLogin } from './login/handleLogin.ts';
import { registrationLimit, registrationWindowMs } from './login/registrationLimit.ts';
import { handleLogoutPage } from './login/handleLogoutPage.ts';
import { handleProviderPage } from './payment/handleProviderPage.ts';
import type { SandboxContext, SandboxMode } from './server/SandboxContext.ts';
import { sendAnswer } from './server/sendAnswer.ts';
import { serveStatic } from './server/serveStatic.ts';
import { routePath } from '../core/funnel/routeTable.ts';
import { sweepUnusedUploads, uploadSweepIntervalMs } from './store/sweepUnusedUploads.ts';

/** Options of {@link startSandbox}. */
export interface SandboxOptions {
  /** 0 picks a free port. Default 8787. */
  readonly port?: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** A file path or ':memory:' (default). */
  readonly database?: string;
  /** Delete and reseed a file database first. */
  readonly reset?: boolean;
  /** Delay per API call; default env SANDBOX_LATENCY_MS, else 500 in dev and 0 otherwise. */
  readonly latencyMs?: number;
  readonly mode: SandboxMode;
  /** The built front end to serve (with single-page fallback). */
  readonly staticDir?: string;
  /**
   * Answers a GET of the Start route instead of `staticDir`'s index.html: the Start renderer (cli/serveReaderStart.ts),
   * which asks this sandbox's `/api` for the reader's answers (docs/performance.md, "Start rendered per reader").
   */
  readonly serveStart?: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  /** HMAC key for form tokens; default env SANDBOX_SECRET, else one kept in the database. */
  readonly secret?: string;
  /** Faults active from the start; default env SANDBOX_FAULTS (a JSON list). */
  readonly faults?: readonly Fault[];
  /** Clock for tests. */
  readonly now?: () => Date;
  /** Where the tenant packages are; the sandbox serves every one it finds there. Default: the repository's tenants/. */
  readonly tenantsRoot?: string;
  /**
   * Serve over TLS, HTTP/2 with HTTP/1.1 for older clients, as a publisher's web server does (the benchmark uses it with
   * a throwaway certificate: browsers send brotli only to secure origins). Default: plain HTTP/1.1.
   */
  readonly tls?: { readonly key: string | Buffer; readonly cert: string | Buffer };
  /**
   * The server sits behind a proxy that sets `X-Forwarded-Host` and `X-Forwarded-Proto`, so they name the origin the
   * browser reached; default env `SANDBOX_TRUST_PROXY=1`, else off (any client can send those headers).
   */
  readonly trustProxy?: boolean;
  /** Student uploads allowed per client address in ten minutes (sandbox/README.md, Uploads and images); default 30. */
  readonly uploadsPerClient?: number;
}

/** A running sandbox. */
export interface RunningSandbox {
  readonly url: string;
  readonly port: number;
  readonly db: DatabaseSync;
  /** The tenant keys served: every package found under `tenantsRoot`. */
  readonly tenants: readonly string[];
  close(): Promise<void>;
}

function storedSecret(db: DatabaseSync): string {
  const row = db.prepare("SELECT value FROM settings WHERE key = 'tokenSecret'").get();
  if (row) return String(row.value);
  const secret = randomBytes(32).toString('base64url');
  db.prepare("INSERT INTO settings (key, value) VALUES ('tokenSecret', ?)").run(secret);
  return secret;
}

function envFaults(): Fault[] {
  const text = process.env.SANDBOX_FAULTS;
  if (!text) return [];
  try {
    const list = JSON.parse(text) as Fault[];
    if (!Array.isArray(list)) throw new Error('not a list');
    return list;
  } catch (error) {
    throw new Error(`SANDBOX_FAULTS must be a JSON list like [{"call":"checkAddresses","status":500}]: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Starts the sandbox back end: the contract under /api/, the login page and (dev/test) the
 * control endpoints under /sandbox/, and the built front end when `staticDir` is given.
 */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  const tenantsRoot = options.tenantsRoot ?? fileURLToPath(new URL('../tenants/', import.meta.url));
  const tenants = listTenantKeys(tenantsRoot);
  // Only packages without hand-written seeds are imported: the eleven seeded ones cost no start-up time.
  const profiles = await loadTenantProfiles(tenantsRoot, tenants.filter((key) => !seededTenantKeys.includes(key)));
  const db = openDatabase(options.database ?? ':memory:', { reset: options.reset ?? false });
  const envLatency = process.env.SANDBOX_LATENCY_MS;
  const latencyMs = options.latencyMs ?? (envLatency !== undefined && envLatency !== '' ? Number(envLatency) : options.mode === 'dev' ? 500 : 0);
  if (!Number.isFinite(latencyMs) || latencyMs < 0) throw new Error(`SANDBOX_LATENCY_MS must be a number of milliseconds, got "${envLatency}"`);
  const context: SandboxContext = {
    db,
    mode: options.mode,
    secret: options.secret ?? process.env.SANDBOX_SECRET ?? storedSecret(db),
    latencyMs,
    faults: createFaultRegistry(options.faults ?? envFaults()),
    now: options.now ?? (() => new Date()),
    tenants: new Set(tenants),
    tenantsRoot,
    trustProxy: options.trustProxy ?? process.env.SANDBOX_TRUST_PROXY === '1',
    connectAttempts: createAttemptLimiter(connectAttemptLimit, connectAttemptWindowMs),
    uploadAttempts: createAttemptLimiter(options.uploadsPerClient ?? defaultUploadsPerClient, uploadAttemptWindowMs),
    registrations: createAttemptLimiter(registrationLimit, registrationWindowMs),
    voucherChecks: createAttemptLimiter(failedVoucherChecksAllowed, voucherCheckWindowMs),
    uploadVolume: new Map(),
    reset() {
      context.connectAttempts.clear();
      context.uploadAttempts.clear();
      context.registrations.clear();
      context.voucherChecks.clear();
      context.uploadVolume.clear();
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('schema_migrations', 'settings', 'sqlite_sequence')").all();
      db.exec('PRAGMA foreign_keys = OFF');
      for (const table of tables) db.exec(`DELETE FROM "${String(table.name)}"`);
      db.exec('PRAGMA foreign_keys = ON');
      runMigrations(db);
      seedDatabase(db, context.now());
      seedGeneratedTenants(db, profiles, context.now());
    },
  };
  seedGeneratedTenants(db, profiles, context.now());
  // Unused student uploads go after their retention: swept at start (a file database) and then hourly.
  const sweepUploads = () => {
    try {
      sweepUnusedUploads(db, context.now());
    } catch (error) {
      console.error('sandbox: sweeping unused uploads failed', error);
    }
  };
  sweepUploads();
  const uploadSweeper = setInterval(sweepUploads, uploadSweepIntervalMs);
  uploadSweeper.unref();

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://sandbox.local');
    const work = async () => {
      if (!(await isServedHost(context, requestOrigin(request, context.trustProxy)))) {
        request.resume();
        return sendAnswer(response, { status: 421, json: { error: 'UNKNOWN_HOST' } });
      }
      setPageSecurityHeaders(url.pathname, response);
      if (url.pathname.startsWith('/api/')) return handleApiRequest(context, request, response, url);
      if (url.pathname === '/sandbox/login' && (request.method === 'GET' || request.method === 'POST')) {
        return handleLogin(context, request, response, url);
      }
      if (url.pathname === '/sandbox/logout') return handleLogoutPage(context, request, response, url);
      if (url.pathname.startsWith('/sandbox/payment/') && (request.method === 'GET' || request.method === 'POST')) {
        return handleProviderPage(context, request, response, url);
      }
      if (url.pathname.startsWith('/sandbox/')) {
        if (await handleControlRequest(context, request, response, url)) return;
        return sendAnswer(response, { status: 404, json: { error: 'NOT_FOUND' } });
      }
      if (url.pathname === '/api' || url.pathname === '/sandbox') return sendAnswer(response, { status: 404, json: { error: 'NOT_FOUND' } });
      if (options.staticDir && (request.method === 'GET' || request.method === 'HEAD')) {
        if (options.serveStart && url.pathname === routePath('Start')) return options.serveStart(request, response);
        return serveStatic(options.staticDir, url.pathname, request.method, response, String(request.headers['accept-encoding'] ?? ''));
      }
      sendAnswer(response, { status: 404, json: { error: 'NOT_FOUND' } });
    };
    work().catch((error: unknown) => {
      console.error('sandbox: request failed', error);
      sendAnswer(response, { status: 500, json: { error: 'INTERNAL_SERVER_ERROR' } });
    });
  };
  // HTTP/2's compatibility request and response stand in for HTTP/1's here: the handlers use only what both have,
  // once the request names its host as HTTP/1.1 does (the TLS socket tells `requestOrigin` the scheme).
  const handleSecure = (request: IncomingMessage, response: ServerResponse) => {
    const authority = request.headers[':authority'];
    if (request.headers.host === undefined && typeof authority === 'string') request.headers.host = authority;
    handle(request, response);
  };
  const server = options.tls
    ? createSecureServer({ ...options.tls, allowHTTP1: true }, handleSecure as unknown as Parameters<typeof createSecureServer>[1])
    : // Node closes an idle keep-alive connection after 5 s; a client that sends on it in that instant gets ECONNRESET
      // (the browser suite's control calls did, on a loaded machine). Idle connections stay open longer than a client
      // waits between two calls, as behind a publisher's load balancer.
      Object.assign(createServer(handle), { keepAliveTimeout: 65_000, headersTimeout: 66_000 });

  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `${options.tls ? 'https' : 'http'}://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    db,
    tenants,
    close: () =>
      new Promise<void>((resolve, reject) => {
        clearInterval(uploadSweeper);
        server.close((error) => {
          db.close();
          if (error) reject(error);
          else resolve();
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

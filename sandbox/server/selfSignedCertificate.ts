import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway certificate for 127.0.0.1 and localhost, made with the machine's openssl, valid for a day: the benchmark
 * serves the bundles over HTTPS as a publisher does (a browser sends `Accept-Encoding: br` only to secure origins,
 * and HTTP/2 needs TLS), and Chromium runs with --ignore-certificate-errors.
 */
export function selfSignedCertificate(): { readonly key: string; readonly cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'aboflow-bench-tls-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:localhost'],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What a tenant's server configuration needs of its tenant package. */
export interface DeployTenant {
  readonly key: string;
  readonly name: string;
  /** The hosts the tenant is served on (`hosts` of `tenants/<key>/tenant.ts`): the server's names. */
  readonly hosts: readonly string[];
}

/**
 * The settings of a server configuration that belong to the machine it runs on, not to the build: every
 * generated file marks them at its top, with these placeholders as their values.
 */
export interface DeploySettings {
  /** Where `dist/<key>/` is deployed (without `security/` and `deploy/`). */
  readonly root: string;
  /** The TLS certificate chain (PEM) for the tenant's hosts. */
  readonly certificate: string;
  /** The private key of that certificate (PEM). */
  readonly certificateKey: string;
  /** `host:port` of the back end that answers `/api` (the publisher's order, customizing and login services). */
  readonly upstream: string;
  /**
   * `host:port` of the Start renderer (`aboflow serve-start`, docs/deployment.md "The Start renderer"), which nginx asks
   * for the Start route; without it running, nginx serves the bundle's own page.
   */
  readonly startRenderer: string;
}

/** The placeholder settings the build writes; the container (Dockerfile) uses the same paths. */
export function placeholderSettings(key: string): DeploySettings {
  return {
    root: `/srv/aboflow/${key}`,
    certificate: `/etc/aboflow/tls/${key}/fullchain.pem`,
    certificateKey: `/etc/aboflow/tls/${key}/privkey.pem`,
    upstream: '127.0.0.1:8081',
    startRenderer: '127.0.0.1:8082',
  };
}

/** A file under /static/ whose name carries a content hash (the sandbox's serveStatic tells them apart the same way). */
export const hashedAssetPattern = String.raw`^/static/.*[.-][0-9a-f]{8,}\.`;

/** A path with a file extension other than .html: a missing one is a 404, never the app shell. */
export const fileExtensionPattern = String.raw`\.[A-Za-z0-9]{1,8}$`;

/** Folders of a bundle that are for the publisher and never served, should they be deployed by mistake. */
export const privateFolders = ['security', 'deploy'] as const;

/**
 * Refuses a header value a server configuration cannot carry literally: a quote or backslash ends or escapes the
 * string, `$` (nginx) and braces (Caddy) start a variable, a line break ends the header.
 */
export function checkedHeaderValue(name: string, value: string): string {
  if (/["\\${}\r\n]/.test(value)) throw new Error(`The header ${name} has a character no server configuration can carry literally: ${value}`);
  return value;
}

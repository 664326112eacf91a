/** The port to listen on: the --port option, else the PORT variable, else `fallback`. Throws on anything but 1–65535. */
export function resolvePort(option: string | undefined, env: Readonly<Record<string, string | undefined>>, fallback: number): number {
  const [source, raw] = option !== undefined ? ['--port', option] : env.PORT ? ['PORT', env.PORT] : ['default', String(fallback)];
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) throw new Error(`${source} must be a port number from 1 to 65535, got "${raw}".`);
  return port;
}

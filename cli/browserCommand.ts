/** The program and arguments that open `url` in the default browser: $BROWSER when set, else the platform's opener. */
export function browserCommand(url: string, platform: NodeJS.Platform, env: Readonly<Record<string, string | undefined>>): { readonly command: string; readonly args: readonly string[] } {
  if (env.BROWSER) return { command: env.BROWSER, args: [url] };
  if (platform === 'darwin') return { command: 'open', args: [url] };
  // "start" is a cmd built-in; the empty title keeps a quoted URL from being taken for the window title.
  if (platform === 'win32') return { command: 'cmd', args: ['/c', 'start', '""', url.replace(/&/g, '^&')] };
  return { command: 'xdg-open', args: [url] };
}

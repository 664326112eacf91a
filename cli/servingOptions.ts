import type { CliOption } from './CliCommand.ts';

/** The options every serving command (start, preview, serve, dev) takes besides --port. */
export const servingOptions: Readonly<Record<'host' | 'open', CliOption>> = {
  host: {
    type: 'string',
    valueName: 'HOST',
    description: 'Interface to listen on (default 127.0.0.1; 0.0.0.0 lets phones on the network reach it).',
  },
  open: { type: 'boolean', description: 'Open the first URL in the default browser ($BROWSER, else the system’s).' },
};

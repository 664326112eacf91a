import { string, type } from 'superstruct';
import type { Infer } from 'superstruct';

/** The answer of customizing-service configuration (platform.md section 3 "Config"). */
export const configurationResponse = type({
  urls: type({ loginUrl: string(), logoutUrl: string(), registerUrl: string() }),
});

/** The answer of configuration. */
export type ConfigurationResponse = Infer<typeof configurationResponse>;

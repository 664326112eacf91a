import { number, object, size, string } from 'superstruct';
import type { Infer } from 'superstruct';

/**
 * The form token (funnel.md section 3): random content and expirationTimestamp (epoch
 * milliseconds), signed by the server. Sent back as JSON text in the `token` header; the client
 * must not change it, so the shape is strict.
 */
export const formToken = object({
  content: object({
    random: size(string(), 1, 128),
    expirationTimestamp: number(),
  }),
  signature: size(string(), 1, 256),
});

/** The form token. */
export type FormToken = Infer<typeof formToken>;

import type { IncomingMessage } from 'node:http';
import { clientAddress } from '../server/requestOrigin.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';

/** Registrations allowed per client address within {@link registrationWindowMs}; then the page answers 429. */
export const registrationLimit = 10;

/** The window of {@link registrationLimit}: one hour. */
export const registrationWindowMs = 60 * 60 * 1000;

/** The login page's German message past {@link registrationLimit}. */
export const registrationLimitMessage = 'Von Ihrem Anschluss wurden in kurzer Zeit zu viele Konten registriert. Bitte versuchen Sie es später noch einmal.';

/**
 * Counts one registration of the request's client and answers whether it is within the limit (sandbox/README.md,
 * "Customer numbers": fresh logins are what a guesser of customer numbers needs, so they are rationed per client).
 */
export function admitRegistration(context: SandboxContext, request: IncomingMessage): boolean {
  const key = `client:${clientAddress(request, context.trustProxy)}`;
  const now = context.now();
  if (context.registrations.isBlocked(key, now)) return false;
  context.registrations.record(key, now);
  return true;
}

import { sha256Hex } from './sha256Hex.ts';

/**
 * The cross id of the tracking transaction event (funnel.md section 7, platform.md section 4
 * "Tracking"): the SHA-256 hex of the trimmed, lower-cased e-mail; '' without an e-mail.
 */
export async function trackingCrossId(email: string | null | undefined): Promise<string> {
  const normalized = (email ?? '').trim().toLowerCase();
  return normalized === '' ? '' : sha256Hex(normalized);
}

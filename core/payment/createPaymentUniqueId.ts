const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// Bytes at or above 248 (4 × 62) are skipped so every character is equally likely.
const unbiasedLimit = 256 - (256 % alphabet.length);
const idLength = 20;

/**
 * A random payment unique id for the order request (funnel.md sections 3 and 9, "Random order id
 * length 20"): 20 characters of [A-Za-z0-9], drawn from `random` (Web Crypto by default).
 */
export function createPaymentUniqueId(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  let id = '';
  while (id.length < idLength) {
    for (const byte of random(new Uint8Array(32))) {
      if (byte >= unbiasedLimit) continue;
      id += alphabet[byte % alphabet.length];
      if (id.length === idLength) break;
    }
  }
  return id;
}

import { size, string } from 'superstruct';
import type { Struct } from 'superstruct';

/** A request string of at most `max` characters; bounds every text a client may send. */
export function boundedText(max: number): Struct<string, null> {
  return size(string(), 0, max);
}

import { describe, expect, it } from 'vitest';
import { startChunkFiles } from './pluginPreloadStartChunks.ts';

const group = (name: string | null, ...chunks: string[][]) => ({ name, chunks: chunks.map((files) => ({ files })) });

describe('startChunkFiles', () => {
  it("lists the script files of every chunk group named start-…, once each, and nothing of other groups", () => {
    const files = startChunkFiles([
      group('start-order-form', ['static/js/async/w.js'], ['static/js/async/start-order-form.js', 'static/css/async/form.css']),
      group('start-summary-price', ['static/js/async/w.js', 'static/js/async/start-summary-price.js']),
      group('payment', ['static/js/async/payment.js']),
      group(null, ['static/js/async/anonymous.js']),
    ]);
    expect(files).toEqual(['static/js/async/w.js', 'static/js/async/start-order-form.js', 'static/js/async/start-summary-price.js']);
  });
});

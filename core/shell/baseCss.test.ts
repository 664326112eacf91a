import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// One missing brace swallows every rule after it into the block before: the page then looks broken in ways no unit test sees.
describe('base.css', () => {
  it('closes every block it opens', () => {
    const css = readFileSync(new URL('./base.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    let depth = 0;
    for (const [index, line] of css.split('\n').entries()) {
      depth += (line.match(/\{/g)?.length ?? 0) - (line.match(/\}/g)?.length ?? 0);
      expect(depth, `line ${index + 1} closes a block that was never opened`).toBeGreaterThanOrEqual(0);
    }
    expect(depth, 'a block is left open at the end of the file').toBe(0);
  });
});

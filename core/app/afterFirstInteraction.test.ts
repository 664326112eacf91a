import { describe, expect, it } from 'vitest';
import { afterFirstInteraction } from './afterFirstInteraction.ts';

describe('afterFirstInteraction', () => {
  it('waits for the first press, key or focus, runs the task once and stops listening', () => {
    for (const type of ['pointerdown', 'keydown', 'focusin']) {
      const target = new EventTarget();
      let runs = 0;
      afterFirstInteraction(() => {
        runs += 1;
        return undefined;
      }, target);
      target.dispatchEvent(new Event('scroll'));
      expect(runs, `${type}: before`).toBe(0);
      target.dispatchEvent(new Event(type));
      target.dispatchEvent(new Event('keydown'));
      expect(runs, `${type}: after`).toBe(1);
    }
  });

  it('cancelled before any interaction, it never runs the task', () => {
    const target = new EventTarget();
    let runs = 0;
    const cancel = afterFirstInteraction(() => {
      runs += 1;
      return undefined;
    }, target);
    cancel();
    target.dispatchEvent(new Event('pointerdown'));
    expect(runs).toBe(0);
  });

  it('cancelled after the interaction, it cancels what the task started', () => {
    const target = new EventTarget();
    let cancelled = false;
    const cancel = afterFirstInteraction(
      () => () => {
        cancelled = true;
      },
      target,
    );
    target.dispatchEvent(new Event('focusin'));
    expect(cancelled).toBe(false);
    cancel();
    expect(cancelled).toBe(true);
  });
});

/** The events that say a reader has taken up the page: a press, a key, or focus moving into it. */
const interactions = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `task` once, on the reader's first interaction with the page (a pointer press, a key or focus entering an
 * element of `target`), for work only a reader who goes on needs. `task` may return a function that cancels what it
 * started. Returns a function that cancels both the wait and, once it ran, the task.
 */
export function afterFirstInteraction(task: () => (() => void) | undefined, target: EventTarget = document): () => void {
  let cancelTask: (() => void) | undefined;
  const stopListening = () => {
    for (const type of interactions) target.removeEventListener(type, run, { capture: true });
  };
  function run() {
    stopListening();
    cancelTask = task();
  }
  for (const type of interactions) target.addEventListener(type, run, { capture: true, passive: true });
  return () => {
    stopListening();
    cancelTask?.();
  };
}

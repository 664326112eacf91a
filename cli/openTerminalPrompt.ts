import { createInterface } from 'node:readline/promises';
import type { Prompt } from './CliContext.ts';

/** The error a prompt rejects with when the reader presses Ctrl+C or Ctrl+D: the command stops and writes nothing. */
export class PromptCancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'PromptCancelled';
  }
}

/**
 * A prompt on the process's terminal (node:readline/promises). Lines are queued, so answers pasted at once are
 * taken one per question; Ctrl+C or Ctrl+D cancels the pending question with {@link PromptCancelled}.
 */
export function openTerminalPrompt(): Prompt {
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  const queued: string[] = [];
  let waiting: ((line: string | undefined) => void) | undefined;
  let closed = false;
  const hand = (line: string | undefined) => {
    const next = waiting;
    waiting = undefined;
    next?.(line);
  };
  terminal.on('line', (line) => (waiting ? hand(line) : queued.push(line)));
  terminal.on('close', () => {
    closed = true;
    hand(undefined);
  });
  terminal.on('SIGINT', () => terminal.close());
  return {
    ask: (question) => {
      terminal.setPrompt(question);
      terminal.prompt();
      if (queued.length > 0) return Promise.resolve(queued.shift()!);
      if (closed) return Promise.reject(new PromptCancelled());
      return new Promise((resolve, reject) => {
        waiting = (line) => (line === undefined ? reject(new PromptCancelled()) : resolve(line));
      });
    },
    close: () => terminal.close(),
  };
}

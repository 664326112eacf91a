/** A terminal to ask on: one question, one typed line back. */
export interface Prompt {
  readonly ask: (question: string) => Promise<string>;
  readonly close: () => void;
}

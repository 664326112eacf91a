/** Where the CLI works and where it writes; injectable so commands can run against temp folders in tests. */
export interface CliContext {
  /** The checkout root (holds core/, tenants/, dist/, ...). */
  readonly projectRoot: string;
  /** The folder that holds one sub-folder per tenant package. */
  readonly tenantsRoot: string;
  /** The build output root: dist/<key>/, dist/_all/, dist/size-report.json. */
  readonly distRoot: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  /** Opens a prompt when the CLI runs on a terminal (stdin and stdout are TTYs); absent in scripts and tests. */
  readonly openPrompt?: () => Prompt;
}

/** A terminal to ask on: one question, one typed line back. */
export interface Prompt {
  readonly ask: (question: string) => Promise<string>;
  readonly close: () => void;
}

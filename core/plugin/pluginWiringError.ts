/** A stable code per kind of wiring problem; tests and tools match on these, never on the message text. */
export type WiringProblemCode =
  | 'ABOFLOW_NOT_A_PLUGIN'
  | 'ABOFLOW_DUPLICATE_PLUGIN'
  | 'ABOFLOW_BAD_PLUGIN_OPTIONS'
  | 'ABOFLOW_UNKNOWN_EXTENSION_POINT'
  | 'ABOFLOW_CONTRIBUTION_SHAPE'
  | 'ABOFLOW_DUPLICATE_CONTRIBUTION'
  | 'ABOFLOW_MISSING_DEPENDENCY'
  | 'ABOFLOW_DUPLICATE_STATE';

/** One thing wrong with a tenant's plugins: its code, the plugin at fault and what to do. */
export interface WiringProblem {
  readonly code: WiringProblemCode;
  readonly message: string;
  readonly pluginId: string | undefined;
}

/** An Error raised while wiring plugins: every problem of the run, the first one's code and culprit at the top. */
export interface PluginWiringError extends Error {
  readonly name: 'PluginWiringError';
  readonly code: WiringProblemCode;
  readonly pluginId: string | undefined;
  readonly problems: readonly WiringProblem[];
}

/** Builds the one error a wiring run throws; its message lists every problem, one a line. */
export function pluginWiringError(problems: readonly [WiringProblem, ...WiringProblem[]]): PluginWiringError {
  const [first] = problems;
  const message = problems.length === 1 ? first.message : `${problems.length} plugin wiring problems:\n${problems.map((problem) => `- ${problem.message}`).join('\n')}`;
  return Object.assign(new Error(message), { name: 'PluginWiringError' as const, code: first.code, pluginId: first.pluginId, problems });
}

/** Whether `error` is a {@link PluginWiringError}. */
export function isPluginWiringError(error: unknown): error is PluginWiringError {
  return error instanceof Error && error.name === 'PluginWiringError' && Array.isArray((error as Partial<PluginWiringError>).problems);
}

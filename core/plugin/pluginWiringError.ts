/** An Error raised while wiring plugins; `pluginId` names the culprit when there is one. */
export interface PluginWiringError extends Error {
  readonly name: 'PluginWiringError';
  readonly pluginId: string | undefined;
}

/** Builds the error the wiring throws; the message says what is wrong and how to fix it. */
export function pluginWiringError(message: string, pluginId?: string): PluginWiringError {
  const error = new Error(message) as Error & { name: string; pluginId: string | undefined };
  error.name = 'PluginWiringError';
  error.pluginId = pluginId;
  return error as PluginWiringError;
}

/** Resolves with exit code 0 once SIGINT or SIGTERM arrives and `close` has finished, so servers stop cleanly on Ctrl+C. */
export function waitForShutdown(close: () => Promise<void>): Promise<number> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      close().then(
        () => resolve(0),
        (error: unknown) => {
          process.stderr.write(`Stopping failed: ${(error as Error).message}\n`);
          resolve(1);
        },
      );
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

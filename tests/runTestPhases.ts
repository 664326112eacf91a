import { spawn } from 'node:child_process';

/** One phase of `npm test`: the npm script it runs. */
interface Phase {
  readonly name: string;
  readonly script: string;
}

/**
 * The phases in stages. A stage's phases run side by side: typecheck and lint are single-threaded and short, so they
 * share the cores with the unit tests instead of each waiting its turn. The build beside them gained nothing, and the
 * tests of the build's output beside the browser tests cost 13 s: both keep the two cores busy. The browser tests need
 * the build.
 */
const stages: readonly (readonly Phase[])[] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'unit', script: 'test:unit' },
  ],
  [{ name: 'build', script: 'test:build' }],
  [{ name: 'browser', script: 'test:browser' }],
];

interface PhaseResult {
  readonly phase: Phase;
  readonly code: number;
  readonly seconds: number;
}

/** Runs one phase; alone it writes straight to the terminal, beside others its output is kept and written when it ends. */
function runPhase(phase: Phase, alone: boolean): Promise<PhaseResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', phase.script], {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(`\n── ${phase.name} ──\n${Buffer.concat(output).toString()}`);
      resolve({ phase, code: code ?? 1, seconds: (performance.now() - started) / 1000 });
    });
  });
}

/** `npm test`: runs the stages in turn, stops after the first stage with a failure, and prints each phase's time. */
async function main(): Promise<number> {
  const started = performance.now();
  const lines: string[] = [];
  let code = 0;
  for (const stage of stages) {
    const results = await Promise.all(stage.map((phase) => runPhase(phase, stage.length === 1)));
    for (const result of results) {
      lines.push(
        `  ${result.phase.name.padEnd(10)} ${result.seconds.toFixed(1).padStart(7)} s${result.code === 0 ? '' : `  (failed, exit ${result.code})`}`,
      );
    }
    code = results.find((result) => result.code !== 0)?.code ?? 0;
    if (code !== 0) break;
  }
  const total = (performance.now() - started) / 1000;
  console.log(
    `\nnpm test phases (typecheck, lint and unit side by side):\n${lines.join('\n')}\n  ${'total'.padEnd(10)} ${total.toFixed(1).padStart(7)} s\n`,
  );
  return code;
}

process.exitCode = await main();

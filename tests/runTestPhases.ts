import { spawnSync } from 'node:child_process';

/** One phase of `npm test`: the npm script it runs. */
interface Phase {
  readonly name: string;
  readonly script: string;
}

const phases: readonly Phase[] = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'unit', script: 'test:unit' },
  { name: 'build', script: 'test:build' },
  { name: 'browser', script: 'test:browser' },
];

/** `npm test`: runs the phases in turn, stops at the first failure, and prints each phase's time. */
function main(): number {
  const times: string[] = [];
  let code = 0;
  for (const phase of phases) {
    const started = performance.now();
    const result = spawnSync('npm', ['run', '--silent', phase.script], { stdio: 'inherit', shell: process.platform === 'win32' });
    const seconds = (performance.now() - started) / 1000;
    code = result.status ?? 1;
    times.push(`  ${phase.name.padEnd(10)} ${seconds.toFixed(1).padStart(7)} s${code === 0 ? '' : `  (failed, exit ${code})`}`);
    if (code !== 0) break;
  }
  console.log(`\nnpm test phases:\n${times.join('\n')}\n`);
  return code;
}

process.exitCode = main();

// Exits with one line when this Node is older than package.json's engines allow; run as a script (.ci/run) or imported first (aboflow.mjs).
import { readFileSync } from 'node:fs';
import { neededNodeVersion, nodeVersionProblem } from './nodeVersionProblem.mjs';

const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
// ABOFLOW_TEST_NODE_VERSION lets the launcher's test play an old Node; nothing else sets it.
const found = process.env.ABOFLOW_TEST_NODE_VERSION || process.versions.node;
const problem = nodeVersionProblem(found, neededNodeVersion(packageJson.engines.node));
if (problem) {
  process.stderr.write(`${problem}\n`);
  process.exit(1);
}

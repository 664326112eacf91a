#!/usr/bin/env node
// The CLI's entry point: checks the Node version before any .ts file loads (older Node cannot strip types), then runs cli/aboflow.ts.
import './requireNodeVersion.mjs';

await import('./aboflow.ts');

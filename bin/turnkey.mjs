#!/usr/bin/env node
// The `turnkey` command. It runs the TypeScript sources through tsx so that it works right after
// `npm ci` in a fresh clone, with no build step.
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/cli/main.ts');
process.exitCode = await runCli(process.argv);

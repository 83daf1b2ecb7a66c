#!/usr/bin/env node
// Runs the TypeScript CLI through tsx so app configs (mf.config.ts) need no compile step.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');

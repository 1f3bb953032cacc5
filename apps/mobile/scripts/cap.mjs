#!/usr/bin/env node
// Runs the Capacitor CLI on the repository's Node (>= 20.19). The CLI's own launcher refuses Node < 22
// (its package's `engines`), but the commands this project runs (add, sync, copy, ls) work on 20.19,
// and the machines and CI this repository runs on have Node 20 (ADR 0055). On Node 22+ it is the usual CLI.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { run } = require('@capacitor/cli/dist/index.js');
run();

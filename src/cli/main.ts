#!/usr/bin/env node
/**
 * The `grraf` command line. A thin adapter: every command lives in commands/<name>.ts and calls
 * the library; this file only wires them up and turns errors into one clear line and an exit code.
 */
// First: re-runs node with --no-node-snapshot (isolated-vm, the JS sandbox, needs it) before loading anything else.
import '../exec/js/ensure-node-flags.js';
import { Command } from 'commander';
import { registerCommands } from './commands/index.js';
import { runCli } from './run-cli.js';

const program = new Command('grraf')
  .description('Answer natural-language questions about graphs with LLMs')
  .version('0.1.0');
registerCommands(program);
await runCli(program, process.argv);

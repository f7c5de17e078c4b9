/**
 * The list of CLI commands. Each command file exports `register(program)`.
 * One line per command, so adding a command never touches another one.
 */
import type { Command } from 'commander';
import { register as ask } from './ask.js';
import { register as bench } from './bench.js';
import { register as cypher } from './cypher.js';
import { register as load } from './load.js';
import { register as mcp } from './mcp.js';
import { register as schema } from './schema.js';
import { register as serve } from './serve.js';

type Register = (program: Command) => void;

const commands: Register[] = [load, schema, ask, cypher, bench, serve, mcp];

export function registerCommands(program: Command): void {
  for (const register of commands) register(program);
}

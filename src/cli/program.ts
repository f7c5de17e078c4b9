/**
 * The `grraf` command line: registers the commands (each loads its use case only when it runs)
 * and turns errors into one clear line and an exit code.
 */
import { Command } from 'commander';
import { VERSION } from '../version.js';
import { registerCommands } from './commands/index.js';
import { runCli } from './run-cli.js';

/** Parses `argv` and runs the command. */
export async function runProgram(argv: string[]): Promise<void> {
  const program = new Command('grraf')
    .description('Answer natural-language questions about graphs with LLMs')
    .version(VERSION);
  registerCommands(program);
  await runCli(program, argv);
}

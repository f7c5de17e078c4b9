/**
 * The list of CLI commands. Each command file exports `register(program)`.
 * One line per command, so adding a command never touches another one.
 */
import type { Command } from 'commander';

type Register = (program: Command) => void;

const commands: Register[] = [];

export function registerCommands(program: Command): void {
  for (const register of commands) register(program);
}

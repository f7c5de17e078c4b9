/**
 * Runs a commander program and maps failures to exit codes:
 * 2 for bad input or configuration (a GrrafError that is the user's to fix), 1 for anything else.
 * Never prints a stack trace unless GRRAF_DEBUG is set.
 */
import type { Command } from 'commander';
import { CommanderError } from 'commander';
import { GrrafError } from '../errors.js';

/** Exit code for errors the user can fix (bad file, unknown format, missing model). */
export const EXIT_USAGE = 2;

export async function runCli(program: Command, argv: string[]): Promise<void> {
  throwInsteadOfExiting(program);
  try {
    await program.parseAsync(argv);
  } catch (e) {
    process.exitCode = reportError(e);
  }
}

/**
 * Commander exits by itself (code 1) on a mistyped flag unless told to throw; a subcommand only
 * inherits that when it is set before the subcommand is added, so it is set on every command here.
 */
function throwInsteadOfExiting(command: Command): void {
  command.exitOverride();
  for (const sub of command.commands) throwInsteadOfExiting(sub);
}

/** Prints one line for `e` on stderr and returns the exit code to use. */
export function reportError(e: unknown): number {
  if (e instanceof CommanderError) {
    // commander already printed its own message (help, version, unknown option).
    return e.exitCode === 0 ? 0 : EXIT_USAGE;
  }
  if (process.env.GRRAF_DEBUG) console.error(e);
  if (e instanceof GrrafError) {
    console.error(`grraf: ${e.code} error: ${e.message}`);
    return EXIT_USAGE;
  }
  const message = e instanceof Error ? e.message : String(e);
  console.error(`grraf: unexpected error: ${message} (set GRRAF_DEBUG=1 for details)`);
  return 1;
}

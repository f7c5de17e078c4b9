/**
 * Why tests that need a Python with NetworkX cannot run here, or undefined when they can: for
 * `describe.skip` with the reason in the suite's name. `npm run setup:python` makes the project's
 * .venv, which the executor (and so these checks) finds by itself.
 */
import { findPython } from '../python/interpreter.js';
import { sandboxStatus } from '../python/sandbox.js';

function reason(e: unknown): string {
  return e instanceof Error ? e.message.split(':')[0]! : String(e);
}

/** Why no interpreter with NetworkX runs here (outside the sandbox), or undefined. */
export function networkxMissing(): string | undefined {
  try {
    findPython();
    return undefined;
  } catch (e) {
    return `${reason(e)}; run \`npm run setup:python\``;
  }
}

/**
 * Why the Python executor's default (sandboxed) runs cannot happen here: bubblewrap missing or
 * unable to create namespaces, or no NetworkX inside the sandbox; undefined when they can.
 */
export function sandboxedPythonMissing(): string | undefined {
  const sandbox = sandboxStatus();
  if (!sandbox.ok) return sandbox.reason;
  try {
    findPython(undefined, sandbox.bwrap);
    return undefined;
  } catch (e) {
    return `${reason(e)} in the sandbox; run \`npm run setup:python\``;
  }
}

/** `title`, with the skip reason appended when there is one. */
export function titleWithSkipReason(title: string, missing: string | undefined): string {
  return missing ? `${title} (skipped: ${missing})` : title;
}

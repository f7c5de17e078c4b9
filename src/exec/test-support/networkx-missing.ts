/**
 * Why tests that need a Python with NetworkX cannot run here, or undefined when they can: for
 * `describe.skip` with the reason in the suite's name.
 */
import { findPython } from '../python/interpreter.js';

export function networkxMissing(): string | undefined {
  try {
    findPython();
    return undefined;
  } catch (e) {
    return e instanceof Error ? e.message.split(':')[0] : String(e);
  }
}

/**
 * Resolves partial limits against the defaults and checks them, so every executor applies the
 * same numbers and a bad limit is one clear error naming the field.
 */
import { GrrafError } from '../errors.js';
import type { GraphData } from '../graph/model.js';
import { DEFAULT_EXEC_LIMITS, type ExecLimits } from './executor.js';

/** Merges `parts` (later wins) over DEFAULT_EXEC_LIMITS; every limit must be a positive number. */
export function resolveLimits(...parts: (Partial<ExecLimits> | undefined)[]): ExecLimits {
  const limits: ExecLimits = { ...DEFAULT_EXEC_LIMITS };
  for (const p of parts) {
    for (const [k, v] of Object.entries(p ?? {})) {
      if (v !== undefined) (limits as unknown as Record<string, unknown>)[k] = v;
    }
  }
  for (const [k, v] of Object.entries(limits)) {
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) {
      throw new GrrafError('validation', `limit must be a positive number, got ${String(v)}`, {
        field: `limits.${k}`,
      });
    }
  }
  return limits;
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Graph names become variables in the program: they must be identifiers (G, G_prime). */
export function checkGraphNames(graphs: Record<string, GraphData>): void {
  for (const name of Object.keys(graphs)) {
    if (!IDENTIFIER.test(name) || name === 'answer') {
      throw new GrrafError('validation', `graph name ${JSON.stringify(name)} is not a usable variable name`, {
        field: `graphs.${name}`,
      });
    }
  }
}

/** Cuts `text` to at most `maxBytes` UTF-8 bytes, saying so when it cut. */
export function capOutput(text: string, maxBytes: number): string {
  const buf = Buffer.from(text, 'utf8');
  if (buf.length <= maxBytes) return text;
  return `${buf.subarray(0, maxBytes).toString('utf8')}\n[output truncated at ${maxBytes} bytes]\n`;
}

/**
 * Largest answer an executor hands back, in characters of JSON text: a 1M-node list fits; a
 * program that tries to return its whole memory gets a runtime error asking for a summary.
 */
export const MAX_ANSWER_CHARS = 32 * 1024 * 1024;

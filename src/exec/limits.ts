/**
 * Resolves partial limits against the defaults and checks them, so every executor applies the
 * same numbers and a bad limit is one clear error naming the field.
 */
import { GrrafError } from '../errors.js';
import type { GraphData } from '../graph/model.js';
import { DEFAULT_EXEC_LIMITS, type ExecLimits, MAX_TIME_LIMIT_MS } from './executor.js';

/**
 * Merges `parts` (later wins) over DEFAULT_EXEC_LIMITS. Every limit must be a positive number, the
 * time limit at most MAX_TIME_LIMIT_MS, and every key one of ExecLimits' own: a misspelt key
 * (`timeMs`) would otherwise leave its limit at the default unnoticed.
 */
export function resolveLimits(...parts: (Partial<ExecLimits> | undefined)[]): ExecLimits {
  const limits: ExecLimits = { ...DEFAULT_EXEC_LIMITS };
  for (const p of parts) {
    for (const [k, v] of Object.entries(p ?? {})) {
      if (!LIMIT_NAMES.includes(k)) throw unknownLimit(k);
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
  if (limits.timeLimitMs > MAX_TIME_LIMIT_MS) {
    throw new GrrafError(
      'validation',
      `the time limit must be at most ${MAX_TIME_LIMIT_MS} ms (24 hours), got ${limits.timeLimitMs}`,
      { field: 'limits.timeLimitMs' },
    );
  }
  return limits;
}

const LIMIT_NAMES = Object.keys(DEFAULT_EXEC_LIMITS);

function unknownLimit(key: string): GrrafError {
  const near = closestName(key, LIMIT_NAMES);
  return new GrrafError(
    'validation',
    `unknown limit "${key}"${near ? ` (did you mean "${near}"?)` : ''}; the limits are ${LIMIT_NAMES.join(', ')}`,
    { field: `limits.${key}` },
  );
}

/**
 * The name in `names` that `given` most likely meant: one whose letters it abbreviates, in order
 * (`timeMs` → `timeLimitMs`), or one within two edits of it (`memoryMB`); undefined when none is.
 */
export function closestName(given: string, names: readonly string[]): string | undefined {
  const g = given.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const n = name.toLowerCase();
    const distance = editDistance(g, n);
    const close = distance <= 2 || (g.length >= 3 && (isSubsequence(g, n) || isSubsequence(n, g)));
    if (close && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const c of long) if (c === short[i]) i++;
  return i === short.length;
}

/** Levenshtein distance (short names only: quadratic). */
function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length]!;
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

/**
 * Runs INSIDE the isolate: the algorithm library (src/algorithms) a program can call besides
 * graphology's own methods — every exported function, as a global and under `algorithms`.
 */
import * as lib from '../../../algorithms/index.js';

/** Exports that are not algorithms (prompt rendering). */
const NOT_FOR_PROGRAMS = new Set(['renderAlgorithmIndex']);

/** Name → function, installed as globals and under `algorithms`. */
export const library: Record<string, unknown> = Object.fromEntries(
  Object.entries(lib).filter(([name, v]) => typeof v === 'function' && !NOT_FOR_PROGRAMS.has(name)),
);

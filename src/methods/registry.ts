/**
 * The methods, by name: the only list of them. The bench, `grraf ask --method`, the HTTP server
 * and the MCP server all read it. A method is one folder under src/methods/ plus one line here;
 * its folder is loaded only when the method is used.
 */
import { GrrafError } from '../errors.js';
import type { Method } from './method.js';

/** One registered method. */
export interface MethodEntry<Name extends string = string> {
  name: Name;
  /** One line for help texts and listings. */
  summary: string;
  load(): Promise<Method>;
}

const METHODS = [
  {
    name: 'grraf',
    summary:
      "lean: one call writes P′ and a program reading the question's parameters (reused for questions of the same shape); paper: refine → template → code; then run with error feedback (≤ n rounds) → fallback",
    load: async () => (await import('./grraf/index.js')).grraf as Method,
  },
  {
    name: 'direct',
    summary: 'baseline: the graph in the prompt, one answer, no tools and no code',
    load: async () => (await import('./direct/index.js')).direct as Method,
  },
  {
    name: 'zero-shot-code',
    summary: 'baseline: one program from the question and schema, run once, no feedback',
    load: async () => (await import('./zero-shot-code/index.js')).zeroShotCode as Method,
  },
  {
    name: 'graphwalk',
    summary: 'GraphWalk agent: the schema, minimal navigation tools (maze tools for a maze), ≤ 30 steps',
    load: async () => (await import('./graphwalk/index.js')).graphwalk as Method,
  },
  {
    name: 'graphwalk-hybrid',
    summary: 'GraphWalk agent that may also run JavaScript over the graph (counting, aggregation, paths)',
    load: async () => (await import('./graphwalk-hybrid/index.js')).graphwalkHybrid as Method,
  },
  {
    name: 'graphskill',
    summary:
      'retrieve docs (hierarchical) → self-generated tests → program → debug on failing tests (≤ k) → reuse',
    load: async () => (await import('./graphskill/index.js')).createGraphSkillMethod() as Method,
  },
] as const satisfies readonly MethodEntry[];

/** The name of a registered method: `ask({ method: 'grfaf' })` does not compile. */
export type MethodName = (typeof METHODS)[number]['name'];

/** Every registered method, in registry order. */
export function methodEntries(): readonly MethodEntry<MethodName>[] {
  return METHODS;
}

/** The names of the registered methods. */
export function methodNames(): MethodName[] {
  return METHODS.map((m) => m.name);
}

/** True when `name` is a registered method's name (for names that come from users as text). */
export function isMethodName(name: string): name is MethodName {
  return METHODS.some((m) => m.name === name);
}

/**
 * The method called `name`; a 'config' error listing the known ones otherwise. It takes any
 * string because front-ends pass what a user typed; code naming a method gets `MethodName`.
 */
export async function loadMethod(name: string): Promise<Method> {
  const entry = METHODS.find((m) => m.name === name);
  if (!entry) {
    throw new GrrafError('config', `unknown method "${name}"; known: ${methodNames().join(', ')}`, {
      field: 'method',
    });
  }
  return entry.load();
}

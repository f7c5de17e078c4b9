/**
 * Program reuse (GraphSkill §4.3: "the validated code is executed on the graph instances"): a
 * program validated on one question runs for every later question of the same task — the same
 * wording with other inputs, the same kind of graph, the same settings — with that question's
 * inputs in `params`. Nothing is asked of the model again.
 *
 * A small interface so the caller can keep programs where it likes; the default keeps them in
 * memory for the method instance's life (a bench run). The first question of a task claims it;
 * later questions of the task wait for the claim to end, then find the program (or, when none was
 * stored, claim the task themselves). The claim is taken synchronously when `lookup` is called, so
 * questions started in dataset order compile in dataset order at any concurrency.
 */
import { createHash } from 'node:crypto';
import type { ExecLanguage, ProgramParam } from '../../exec/executor.js';
import type { GraphShape } from '../shared/self-tests/index.js';

/** A program that passed its checks, with what it was built from. */
export interface ValidatedProgram {
  language: ExecLanguage;
  code: string;
  answerFormat?: string;
  /** The documents it was written with: retriever, tree, and call names. */
  retrieval: { retriever: string; tree: string; documents: string[]; documentCount: number };
  tests: { usable: number; dropped: number; passed: number; total: number };
  debugRounds: number;
  /** The question it was compiled for. */
  origin: string;
}

/** A lookup that found the task's program. */
export interface ReuseHit {
  hit: true;
  program: ValidatedProgram;
}

/** A lookup that claimed the task: compile, `store` what validated, and always `release`. */
export interface ReuseClaim {
  hit: false;
  store(program: ValidatedProgram): void;
  /** Ends the claim (idempotent); questions waiting for the task look again. */
  release(): void;
}

/** Where validated programs are kept, by task key. */
export interface ProgramReuse {
  /** The program of `key`, or the claim to make one; claims synchronously, waits while another question holds it. */
  lookup(key: string): Promise<ReuseHit | ReuseClaim>;
  /** Forgets the program of `key` (it failed on a later question). */
  forget(key: string): void;
}

/** Programs kept in memory. */
export function memoryProgramReuse(): ProgramReuse {
  const programs = new Map<string, ValidatedProgram>();
  const claims = new Map<string, Promise<void>>();
  const claim = (key: string): ReuseClaim => {
    let end!: () => void;
    claims.set(key, new Promise<void>((resolve) => (end = resolve)));
    let open = true;
    return {
      hit: false,
      store: (program) => programs.set(key, program),
      release: () => {
        if (!open) return;
        open = false;
        claims.delete(key);
        end();
      },
    };
  };
  const lookup = (key: string): Promise<ReuseHit | ReuseClaim> => {
    const program = programs.get(key);
    if (program) return Promise.resolve({ hit: true, program });
    const held = claims.get(key);
    if (!held) return Promise.resolve(claim(key));
    return held.then(() => lookup(key));
  };
  return { lookup, forget: (key) => programs.delete(key) };
}

/** Everything that makes two questions the same task for reuse. */
export interface TaskKeyInput {
  /** The settings that shape the program (language, tree, retriever, switches, k …). */
  settings: Record<string, unknown>;
  shape: GraphShape;
  hints: readonly string[];
  question: string;
  params: Readonly<Record<string, ProgramParam>>;
}

/** A short stable key of the task: settings, graph kind, hints, the question's pattern, the input names. */
export function taskKey(input: TaskKeyInput): string {
  const names = Object.keys(input.params).sort();
  const parts = {
    v: 1,
    settings: input.settings,
    shape: input.shape,
    hints: input.hints,
    pattern: questionPattern(input.question, input.params),
    inputs: names,
  };
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 24);
}

/**
 * The question with each input's value replaced by `{name}` at its last whole-token occurrence:
 * inputs follow the task's wording (GraphSkill's "Task Parameters" block, "from node 3 to node 7"),
 * while the same digits earlier in a definition ("k_v ≥ 2") are part of the task.
 */
export function questionPattern(question: string, params: Readonly<Record<string, ProgramParam>>): string {
  let text = question.replace(/\s+/g, ' ').trim();
  const order = Object.keys(params).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  for (const name of order) {
    const value = params[name];
    if (value === null || value === undefined || typeof value === 'boolean') continue;
    const token = String(value);
    const re = new RegExp(`(?<![\\w.{-])${escapeRegExp(token)}(?![\\w}-]|\\.\\w)`, 'g');
    const last = [...text.matchAll(re)].at(-1);
    if (last?.index === undefined) continue;
    text = `${text.slice(0, last.index)}{${name}}${text.slice(last.index + token.length)}`;
  }
  return text;
}

/** Inputs written later in a question usually come later in this order (source before target). */
function rank(name: string): number {
  const i = ['target', 'source', 'node'].indexOf(name);
  return i < 0 ? 3 : i;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

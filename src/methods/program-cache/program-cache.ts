/**
 * The program cache: programs validated on one question, reused for every later question of the
 * same shape (the same question pattern in the same scope, see cache-scope.ts) with that question's
 * parameters. The caller owns it (the bench makes one per run; `ask` may be given one) and chooses
 * where entries live: in memory, or in a directory that outlives the process.
 *
 * Concurrency: a question that misses takes its scope's lease; every other question of the scope
 * waits for it instead of compiling too, then looks again: the program just stored may answer it
 * (even when its pattern differs, e.g. a free-text question whose inputs only the compile names),
 * and when it does not, or none could be stored, it takes the lease itself. Which questions
 * compile so does not depend on how fast a model answers, and a recorded run replays call for call
 * (with a lease per pattern, a second question of another wording compiled beside the first while
 * a real model was slow, and reused its program in the fast replay).
 */
import type { ExecLanguage } from '../../exec/executor.js';
import { matchPattern, type ProgramParams } from './question-pattern.js';

/** One reusable program and what it answers. */
export interface CachedProgram {
  /** The question pattern it answers, e.g. "What is the maximum flow from node {source} to node {target}?". */
  pattern: string;
  /** The inputs the program reads from `params`. */
  params: string[];
  language: ExecLanguage;
  code: string;
  /** The refined question, with the same placeholders. */
  refined: string;
  answerFormat: string;
  assumption?: string;
  /**
   * The answer sentence as a template (`{answer}` and the inputs' `{name}`s), so a reuse phrases
   * its answer without a model call (see shared/phrase.ts).
   */
  sentence?: string;
  /** The question it was written for and validated on, and when. */
  origin: { question: string; at: string };
}

/** Where entries live, by scope. */
export interface ProgramCacheStorage {
  /** Every entry of a scope, most recent first ([] when none). */
  read(scope: string): Promise<CachedProgram[]>;
  write(scope: string, entries: CachedProgram[]): Promise<void>;
  /** A few words for traces: "in memory", "on disk at DIR". */
  readonly description: string;
}

/** A lookup that found a program: run it with `params`. */
export interface CacheHit {
  hit: true;
  entry: CachedProgram;
  params: ProgramParams;
  /** Milliseconds the lookup waited for other questions (their turn, or their compile). */
  waitedMs?: number;
}

/** A lookup that found none: the caller compiles, may `store` the result, and must `release`. */
export interface CacheMiss {
  hit: false;
  /** Milliseconds the lookup waited for other questions (their turn, or their compile). */
  waitedMs?: number;
  store(entry: CachedProgram): Promise<void>;
  /** Lets the questions waiting in the same scope look again. Idempotent. */
  release(): void;
}

/** A shared in-memory storage (the default). */
export class MemoryStorage implements ProgramCacheStorage {
  readonly description = 'in memory';
  private readonly scopes = new Map<string, CachedProgram[]>();

  async read(scope: string): Promise<CachedProgram[]> {
    return [...(this.scopes.get(scope) ?? [])];
  }

  async write(scope: string, entries: CachedProgram[]): Promise<void> {
    this.scopes.set(scope, [...entries]);
  }
}

/**
 * A place in line for lookups: a question's lookup waits until every earlier turn has looked up
 * (or ended). A bench hands out turns in dataset order, so the first question of each shape is the
 * one that compiles whatever the concurrency, and a recorded run replays call for call.
 */
export interface LookupTurn {
  /** Resolves when the turns before this one are done. */
  ready: Promise<void>;
  /** Lets the next turn go (idempotent): after this turn's lookup, or when its question ends. */
  done(): void;
}

/** Hands out turns in the order they are asked for. */
export class LookupOrder {
  private last: Promise<void> = Promise.resolve();

  /** The next turn in line. */
  next(): LookupTurn {
    let done!: () => void;
    const finished = new Promise<void>((resolve) => {
      done = resolve;
    });
    const turn = { ready: this.last, done };
    this.last = finished;
    return turn;
  }
}

/** The cache over a storage. */
export class ProgramCache {
  constructor(
    readonly storage: ProgramCacheStorage = new MemoryStorage(),
    private readonly leases = new Map<string, Promise<void>>(),
    private readonly turn?: LookupTurn,
  ) {}

  /** The same cache (same storage, same leases) whose lookups wait for `turn`. */
  inTurn(turn: LookupTurn): ProgramCache {
    return new ProgramCache(this.storage, this.leases, turn);
  }

  /**
   * The program for `question` in `scope`, with the parameters the question gives it (merged with
   * `known`, which must agree), or a miss holding the scope's lease until released. Waits while
   * another question holds that lease.
   */
  async lookup(scope: string, question: string, known: ProgramParams): Promise<CacheHit | CacheMiss> {
    const waited = { ms: 0 };
    const timed = async (wait: Promise<void>) => {
      const started = performance.now();
      await wait;
      waited.ms += performance.now() - started;
    };
    const withWait = <R extends CacheHit | CacheMiss>(found: R): R =>
      waited.ms >= 1 ? { ...found, waitedMs: Math.round(waited.ms) } : found;
    if (!this.turn) return withWait(await this.find(scope, question, known, timed));
    const turn = this.turn;
    await timed(turn.ready);
    try {
      // Waiting for another question's compile must not hold up the questions behind this one.
      return withWait(await this.find(scope, question, known, timed, () => turn.done()));
    } finally {
      turn.done();
    }
  }

  private async find(
    scope: string,
    question: string,
    known: ProgramParams,
    timed: (wait: Promise<void>) => Promise<void>,
    beforeWait?: () => void,
  ): Promise<CacheHit | CacheMiss> {
    for (;;) {
      const hit = findProgram(await this.storage.read(scope), question, known);
      if (hit) return hit;
      const held = this.leases.get(scope);
      if (!held) return this.lease(scope);
      beforeWait?.();
      await timed(held);
    }
  }

  /** Stores (or replaces) the program of `entry.pattern` in `scope`. */
  async store(scope: string, entry: CachedProgram): Promise<void> {
    const others = (await this.storage.read(scope)).filter((e) => e.pattern !== entry.pattern);
    await this.storage.write(scope, [entry, ...others]);
  }

  private lease(scope: string): CacheMiss {
    let release!: () => void;
    this.leases.set(
      scope,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    let released = false;
    return {
      hit: false,
      store: (entry) => this.store(scope, entry),
      release: () => {
        if (released) return;
        released = true;
        this.leases.delete(scope);
        release();
      },
    };
  }
}

/** The first entry whose pattern the question fits, with agreeing and complete parameters. */
function findProgram(entries: CachedProgram[], question: string, known: ProgramParams): CacheHit | undefined {
  for (const entry of entries) {
    const found = matchPattern(entry.pattern, question);
    if (!found) continue;
    const agree = Object.keys(found).every((k) => !(k in known) || String(known[k]) === String(found[k]));
    // The known values keep their types (the question format read them); found ones fill the rest.
    const params = { ...found, ...known };
    if (agree && entry.params.every((p) => p in params)) return { hit: true, entry, params };
  }
  return undefined;
}

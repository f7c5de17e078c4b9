/**
 * The questions an MCP server is answering right now, across all its sessions: a server that
 * stops (or a client that disconnects) waits for them to end after their signals abort, so no
 * model call or program outlives the server and the store is closed only when nothing reads it.
 *
 * At most `maxConcurrent` run at once (each holds a model call or a program's isolate); later ones
 * wait their turn, and past `maxWaiting` waiting a call is refused at once with a 'budget' error,
 * as `grraf serve` answers 503: a client that sends questions in a loop cannot pile up work
 * without bound. A queue of our own? No: p-limit (already a dependency) keeps it.
 */
import pLimit, { type LimitFunction } from 'p-limit';
import { GrrafError } from '../errors.js';

/** How many questions run at once, and how many may wait, by default. */
export const MCP_QUESTION_LIMITS = { maxConcurrent: 4, maxWaiting: 50 } as const;

/** A set of running questions. */
export class RunningQuestions {
  private readonly active = new Set<Promise<unknown>>();
  private readonly slots: LimitFunction;
  private readonly maxWaiting: number;

  constructor(limits: { maxConcurrent?: number; maxWaiting?: number } = {}) {
    this.slots = pLimit(limits.maxConcurrent ?? MCP_QUESTION_LIMITS.maxConcurrent);
    this.maxWaiting = limits.maxWaiting ?? MCP_QUESTION_LIMITS.maxWaiting;
  }

  /**
   * Runs `question` when a slot is free and tracks it until it settles. Refused (a rejected
   * promise, 'budget') when `maxWaiting` questions already wait.
   */
  run<T>(question: () => Promise<T>): Promise<T> {
    if (this.slots.pendingCount >= this.maxWaiting) {
      return Promise.reject(
        new GrrafError(
          'budget',
          `the server is answering ${this.slots.activeCount} questions and ${this.slots.pendingCount} wait: ask again when one has ended`,
        ),
      );
    }
    return this.track(this.slots(question));
  }

  /** Tracks `question` until it settles; returns it unchanged. */
  track<T>(question: Promise<T>): Promise<T> {
    this.active.add(question);
    const forget = () => this.active.delete(question);
    question.then(forget, forget);
    return question;
  }

  /** How many are running or waiting. */
  get count(): number {
    return this.active.size;
  }

  /** Resolves once every question running now (or started meanwhile) has settled. */
  async settled(): Promise<void> {
    while (this.active.size > 0) await Promise.allSettled([...this.active]);
  }
}

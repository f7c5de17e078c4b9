/**
 * The questions an MCP server is answering right now, across all its sessions: a server that
 * stops (or a client that disconnects) waits for them to end after their signals abort, so no
 * model call or program outlives the server and the store is closed only when nothing reads it.
 */

/** A set of running questions. */
export class RunningQuestions {
  private readonly active = new Set<Promise<unknown>>();

  /** Tracks `question` until it settles; returns it unchanged. */
  track<T>(question: Promise<T>): Promise<T> {
    this.active.add(question);
    const forget = () => this.active.delete(question);
    question.then(forget, forget);
    return question;
  }

  /** How many are running. */
  get count(): number {
    return this.active.size;
  }

  /** Resolves once every question running now (or started meanwhile) has settled. */
  async settled(): Promise<void> {
    while (this.active.size > 0) await Promise.allSettled([...this.active]);
  }
}

/**
 * A queue between a run's listener (which may fire before anyone reads) and the stream that sends
 * its events: push never waits, next waits for the next event.
 */
export class EventQueue<T> {
  private readonly items: T[] = [];
  private waiting: ((item: T) => void) | undefined;

  /** Adds an event. */
  push(item: T): void {
    const w = this.waiting;
    if (w) {
      this.waiting = undefined;
      w(item);
    } else this.items.push(item);
  }

  /** The next event, when there is one. */
  next(): Promise<T> {
    const item = this.items.shift();
    if (item !== undefined) return Promise.resolve(item);
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }
}

/**
 * UsageLedger: every model call's tokens, labeled by step and question, with sums.
 * One ledger per run; the usage middleware writes to it, methods and the bench read it.
 */
import { addUsage, type Usage } from '../trace/trace.js';

/** One model call's accounting. */
export interface UsageEntry extends Usage {
  model: string;
  step: string;
  question?: string;
  /** True when the answer came from a cassette rather than a live call. */
  replayed: boolean;
  ms: number;
}

/** The label used when a call names no step. */
export const UNNAMED_STEP = '(unnamed)';

/** Records token usage per model call and sums it per step and per question. */
export class UsageLedger {
  readonly entries: UsageEntry[] = [];

  /** Adds one call's usage. */
  record(entry: UsageEntry): void {
    this.entries.push(entry);
  }

  /** Sum over all calls, or only those of one question and/or step. */
  total(filter: { question?: string; step?: string } = {}): Usage {
    return addUsage(
      ...this.entries.filter(
        (e) =>
          (filter.question === undefined || e.question === filter.question) &&
          (filter.step === undefined || e.step === filter.step),
      ),
    );
  }

  /** Sums per step name (optionally for one question), in first-seen order. */
  byStep(question?: string): Record<string, Usage> {
    return this.groupBy((e) => e.step, question);
  }

  /** Sums per question; calls without a question are grouped under ''. */
  byQuestion(): Record<string, Usage> {
    return this.groupBy((e) => e.question ?? '');
  }

  /** Number of model calls recorded (optionally for one question). */
  calls(question?: string): number {
    return this.entries.filter((e) => question === undefined || e.question === question).length;
  }

  private groupBy(key: (e: UsageEntry) => string, question?: string): Record<string, Usage> {
    const out: Record<string, Usage> = {};
    for (const e of this.entries) {
      if (question !== undefined && e.question !== question) continue;
      const k = key(e);
      out[k] = addUsage(out[k] ?? { inputTokens: 0, outputTokens: 0 }, e);
    }
    return out;
  }
}

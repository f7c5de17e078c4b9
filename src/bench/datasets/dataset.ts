/**
 * A dataset is a named list of benchmark questions. Loaders read files, generators build
 * questions from a seed; both return the same shape.
 */
import type { BenchQuestion } from '../types.js';

/** A loaded or generated dataset. */
export interface Dataset {
  /** The spec it was made from, e.g. `graphinstruct:data/dev`, `generated:seed=7`. */
  name: string;
  /** One line for the report. */
  description: string;
  questions: BenchQuestion[];
  /** Tasks whose labels are known to be unreliable (listed, never tuned to). */
  unreliableLabels?: string[];
}

/** Options every dataset honors. */
export interface DatasetOptions {
  /** Only these tasks (all when absent). */
  tasks?: string[];
}

/** Keeps the questions of the asked tasks, in order. */
export function filterTasks(questions: BenchQuestion[], tasks?: string[]): BenchQuestion[] {
  if (!tasks || tasks.length === 0) return questions;
  const keep = new Set(tasks);
  return questions.filter((q) => keep.has(q.task));
}

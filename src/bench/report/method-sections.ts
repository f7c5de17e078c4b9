/**
 * Report sections of one method, by method name (RunMeta.method): a method with figures of its
 * own registers here, and a run of that method gets them. Dataset sections (GraphWalk's tables,
 * from the truth kinds scored) are not here: any method can run those datasets.
 */

import type { BenchResult } from '../types.js';
import { graphskillSections } from './graphskill-markdown.js';
import { graphskillSummary } from './graphskill-summary.js';
import type { RunSummary } from './summary.js';

/** What a method adds to a report: its part of the summary (JSON), and its Markdown section. */
interface MethodSection {
  summarize(results: readonly BenchResult[]): Partial<RunSummary>;
  markdown(s: RunSummary): string[];
}

const METHOD_SECTIONS: Readonly<Record<string, MethodSection>> = {
  graphskill: {
    summarize: (results) => {
      const graphskill = graphskillSummary(results);
      return graphskill ? { graphskill } : {};
    },
    markdown: (s) => graphskillSections(s.graphskill),
  },
};

/** The run's method's part of the summary ({} for a method without a section). */
export function methodSummary(method: string, results: readonly BenchResult[]): Partial<RunSummary> {
  return Object.hasOwn(METHOD_SECTIONS, method) ? METHOD_SECTIONS[method]!.summarize(results) : {};
}

/** The run's method's Markdown section ([] for a method without one). */
export function methodMarkdown(s: RunSummary): string[] {
  return Object.hasOwn(METHOD_SECTIONS, s.meta.method) ? METHOD_SECTIONS[s.meta.method]!.markdown(s) : [];
}

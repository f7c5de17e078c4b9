/**
 * The library as ground truth: recompute the GraphInstruct development labels
 * (../shared/data, see its README) and agree with every reliable one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as A from './index.js';
import { type InstructQuestion, parseQuestion } from './test-support/graphinstruct-mini.js';

// ../shared/data beside the checkout, or the machine-wide copy (worktrees live one level deeper).
const DIR = [
  fileURLToPath(new URL('../../../shared/data/graphinstruct-dev/', import.meta.url)),
  '/work/shared/data/graphinstruct-dev/',
].find((d) => existsSync(d));
const present = DIR !== undefined;

function questions(task: string): InstructQuestion[] {
  return readFileSync(`${DIR}${task}.jsonl`, 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const d = JSON.parse(line) as { input_prompt: string; answer: string };
      return parseQuestion(d.input_prompt, d.answer);
    });
}

const yn = (b: boolean) => (b ? 'yes' : 'no');
const pair = (q: InstructQuestion) => q.pair!;
const TASKS: Record<string, (q: InstructQuestion) => string> = {
  cycle: (q) => yn(A.hasCycle(q.G)),
  connectivity: (q) => yn(A.hasPath(q.G, ...pair(q))),
  bipartite: (q) => yn(A.isBipartite(q.G)),
  shortest: (q) => String(A.shortestPathLength(q.G, ...pair(q))),
  triplet: (q) => String(A.maxWeightTriangle(q.G)?.weight),
  flow: (q) => String(A.maximumFlowValue(q.G, ...pair(q))),
  substructure: (q) => yn(A.isSubgraphMonomorphic(q.G, q.H!)),
};

describe.skipIf(!present)(
  `GraphInstruct dev labels${present ? '' : ' (skipped: ../shared/data not present)'}`,
  () => {
    for (const [task, solve] of Object.entries(TASKS)) {
      it(`${task}: agrees with all 100 labels`, () => {
        for (const q of questions(task)) expect(solve(q)).toBe(q.label.toLowerCase());
      });
    }

    it('topology: our orders and the labeled orders are all valid', () => {
      for (const q of questions('topology')) {
        expect(A.isValidTopologicalOrder(q.G, A.topologicalSort(q.G))).toBe(true);
        expect(A.isValidTopologicalOrder(q.G, (JSON.parse(q.label) as number[][])[0]!)).toBe(true);
      }
    });

    it('hamilton: every "Yes" label confirmed; our paths valid (many "No" labels are wrong)', () => {
      for (const q of questions('hamilton')) {
        const p = A.hamiltonianPath(q.G);
        if (q.label.toLowerCase() === 'yes') expect(p).not.toBeNull();
        if (p)
          expect(p.length === q.G.order && A.isValidPath(q.G, p) && new Set(p).size === p.length).toBe(true);
      }
    });
  },
);

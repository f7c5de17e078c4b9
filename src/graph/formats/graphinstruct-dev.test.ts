/**
 * All 900 GraphInstruct development questions must parse (issue 2's acceptance criterion).
 * The data lives in the shared folder beside the checkout; the suite is skipped, saying so,
 * when that folder is absent (e.g. a clone without shared/).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseGraphInstruct, writeGraphInstructQuestion } from './graphinstruct.js';

const DIR = [
  join(process.cwd(), '../shared/data/graphinstruct-dev'),
  '/work/shared/data/graphinstruct-dev',
].find((d) => existsSync(d));

interface Question {
  index: number;
  input_prompt: string;
}

function load(task: string): Question[] {
  const text = readFileSync(join(DIR as string, `${task}.jsonl`), 'utf8');
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Question);
}

/** Independent counts read with plain regexes (not the scanner under test). */
function expected(prompt: string): { ranges: number[]; tuples: number[] } {
  const ranges = [...prompt.matchAll(/numbered from (\w+) to (\w+)/g)].map(([, a, b]) =>
    /\d/.test(a as string)
      ? Number(b) - Number(a) + 1
      : (b as string).charCodeAt(0) - (a as string).charCodeAt(0) + 1,
  );
  const parts = prompt.split(/numbered from /).slice(1);
  const tuples = parts.map((p) => (p.match(/\([\w]+(?:, ?|->)\w+(?:,\d+)?\)/g) ?? []).length);
  return { ranges, tuples };
}

const TASKS = DIR
  ? readdirSync(DIR)
      .filter((f) => f.endsWith('.jsonl'))
      .map((f) => f.replace('.jsonl', ''))
  : [];
const suite = DIR ? describe : describe.skip;

suite('GraphInstruct dev set (skipped when ../shared/data/graphinstruct-dev is absent)', () => {
  it('has the nine tasks', () => {
    expect(TASKS.sort()).toHaveLength(9);
  });

  for (const task of TASKS) {
    it(`parses every ${task} question with the right node and edge counts`, () => {
      const questions = load(task);
      expect(questions).toHaveLength(100);
      for (const q of questions) {
        const p = parseGraphInstruct(q.input_prompt, { file: `${task}#${q.index}` });
        const { ranges, tuples } = expected(q.input_prompt);
        const graphs = p.graphPrime ? [p.graph, p.graphPrime] : [p.graph];
        expect(graphs.map((g) => g.nodes.length)).toEqual(ranges);
        const merged = p.warnings.length;
        const edges = graphs.reduce((n, g) => n + g.edges.length, 0);
        expect(edges + merged).toBe(tuples.reduce((a, b) => a + b, 0));
        const asked = p.question?.slice(p.question.indexOf('Q:')) ?? '';
        expect(asked).not.toMatch(/\(\w+(?:, ?|->)\w+|numbered from/);
        expect(p.question?.startsWith(q.input_prompt.slice(0, q.input_prompt.indexOf('Q:')))).toBe(true);
        expect(p.question).toMatch(/\?|\.$/);
        if (['connectivity', 'shortest', 'flow'].includes(task)) {
          expect(p.params?.source, `${task}#${q.index}`).toBeTypeOf('number');
          expect(p.params?.target).toBeTypeOf('number');
          expect(p.question).toContain(`node ${p.params?.source}`);
        }
        if (task === 'triplet') expect(p.graph.nodes.every((n) => typeof n.weight === 'number')).toBe(true);
        if (task === 'substructure') expect(p.graphPrime?.nodes[0]?.id).toBe('a');
        // The writer reproduces the dataset's own text byte for byte.
        expect(writeGraphInstructQuestion(p)).toBe(q.input_prompt);
        const directed = /->/.test(q.input_prompt.slice(q.input_prompt.indexOf('Q:')));
        expect(p.graph.directed).toBe(directed);
      }
    });
  }
});

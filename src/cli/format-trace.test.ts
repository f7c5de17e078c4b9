import { describe, expect, it } from 'vitest';
import type { Solution } from '../methods/solution.js';
import { addExecStep, addNote } from '../trace/steps.js';
import { Trace } from '../trace/trace.js';
import { formatTrace } from './format-trace.js';

const startedAt = new Date('2026-11-28T00:00:00Z');

function solutionOf(trace: Trace): Solution {
  return {
    method: 'grraf',
    question: 'q',
    outcome: 'answered',
    answer: 2,
    text: '2',
    details: {},
    trace: trace.steps,
    usage: { inputTokens: 0, outputTokens: 0 },
    ms: 5,
  };
}

describe('formatTrace', () => {
  it("prints a program's store queries and its evidence check under its run, indented", () => {
    const trace = new Trace();
    const run = { name: 'execute', language: 'js', code: 'answer = 2', startedAt };
    const queries = [{ query: 'MATCH (n)\nRETURN n', params: { id: 1 }, rows: 2, ms: 3 }];
    const exec = addExecStep(trace, run, { ok: true, answer: 2, durationMs: 7, queries, queriesOmitted: 4 });
    addNote(trace, 'phrase', 'after the run');
    addNote(trace, 'assumption', 'a nested note', { parent: exec.index });
    const text = formatTrace(solutionOf(trace));
    const blocks = text.split('\n\n');
    expect(blocks[0]).toMatch(/^\[1\] exec execute · js · ok · 7 ms\n/);
    expect(blocks[0]).toContain('… 4 more than the query steps below');
    expect(blocks[1]).toBe('  └ [2] query · MATCH (n) RETURN n {"id":1} → 2 rows · 3 ms');
    expect(blocks[2]).toBe('[3] phrase · after the run');
    expect(blocks[3]).toBe('  └ [4] assumption · a nested note');
  });

  it('still prints the queries an exec step lists inline (traces written before query steps)', () => {
    const trace = new Trace();
    trace.add({
      kind: 'exec',
      name: 'execute',
      startedAt: startedAt.toISOString(),
      ms: 7,
      language: 'js',
      code: 'x',
      ok: false,
      error: { code: 'runtime', message: 'boom' },
      queries: [{ query: 'MATCH (n) RETURN n', rows: 0, ms: 1, error: 'no store' }],
    });
    const text = formatTrace(solutionOf(trace));
    expect(text).toContain('ERROR runtime: boom');
    expect(text).toContain('  queries:\n    MATCH (n) RETURN n → failed: no store · 1 ms');
  });
});

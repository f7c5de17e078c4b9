import { describe, expect, it } from 'vitest';
// The payloads of the notes written here ('input', 'schema') are declared by their writers
// (methods/shared/graph-input.ts, methods/graphwalk/walk.ts), which the type check sees.
import { addExecStep, addNote, addStopNote } from './steps.js';
import { isNote, noteData, Trace, type TraceStep } from './trace.js';

const startedAt = new Date('2026-11-28T00:00:00.000Z');

describe('addExecStep', () => {
  it('records the run, then each of its store queries as a step inside it, one after another in time', () => {
    const trace = new Trace();
    addNote(trace, 'input', 'graph from the store', { data: { params: {}, hints: [], warnings: [] } });
    const queries = [
      { query: 'MATCH (n) RETURN n', rows: 3, ms: 4 },
      { query: 'MATCH (a)-->(b) RETURN b', params: { id: 1 }, rows: 0, ms: 2, error: 'no such label' },
      { query: 'MATCH (a RETURN a', rows: 0, ms: 1, error: 'invalid input', errorKind: 'syntax' as const },
    ];
    const run = { name: 'execute', language: 'js', code: 'answer = 1', startedAt };
    const exec = addExecStep(trace, run, {
      ok: true,
      answer: 1,
      output: '',
      durationMs: 9.6,
      queries,
      queriesOmitted: 5,
    });
    expect(exec).toMatchObject({ kind: 'exec', index: 1, ms: 10, answer: 1, queriesOmitted: 5 });
    expect(exec).not.toHaveProperty('queries');
    expect(trace.steps.slice(2)).toEqual([
      expect.objectContaining({
        kind: 'query',
        parent: 1,
        index: 2,
        rows: 3,
        startedAt: '2026-11-28T00:00:00.000Z',
      }),
      expect.objectContaining({
        kind: 'query',
        parent: 1,
        params: { id: 1 },
        startedAt: '2026-11-28T00:00:00.004Z',
        error: { code: 'runtime', message: 'no such label' },
      }),
      expect.objectContaining({ kind: 'query', error: { code: 'syntax', message: 'invalid input' } }),
    ]);
  });

  it("a failed run carries its executor's error kind as the step's error code", () => {
    const trace = new Trace();
    const run = { name: 'execute', language: 'python', code: 'x', startedAt };
    const error = { kind: 'timeout' as const, message: 'over 1 s' };
    const step = addExecStep(trace, run, { ok: false, output: 'partial', durationMs: 1000, error });
    expect(step).toMatchObject({
      ok: false,
      output: 'partial',
      error: { code: 'timeout', message: 'over 1 s' },
    });
    expect(step).not.toHaveProperty('answer');
  });
});

describe('notes', () => {
  it('give their payload back by name, typed, and skip a stop note of the same name', () => {
    const trace = new Trace();
    addStopNote(trace, 'schema', { code: 'io', message: 'the store went away' });
    addNote(trace, 'schema', 'the table', { data: { toolset: 'maze' } });
    // Typed: `toolset` is GraphWalk's Toolset, read without a cast.
    const toolset: 'graph' | 'maze' | undefined = noteData(trace.steps, 'schema')?.toolset;
    expect(toolset).toBe('maze');
    expect(noteData(trace.steps, 'input')).toBeUndefined();
    expect(trace.steps[0]).toMatchObject({
      name: 'schema',
      text: 'stopped: the store went away',
      error: { code: 'io' },
    });
    expect(trace.steps.filter((s) => isNote(s, 'schema'))).toHaveLength(2);
  });

  it('may name a parent and a duration (a wait ends now and started that long ago)', () => {
    const trace = new Trace();
    const before = Date.now();
    const note = addNote(trace, 'schema', 'x', { parent: 0, ms: 1500 });
    expect(note).toMatchObject({ parent: 0, ms: 1500, index: 0 });
    expect(Date.parse(note.startedAt)).toBeLessThanOrEqual(before - 1500 + 50);
    expect(note).not.toHaveProperty('data');
  });

  it('hands each step to the listener numbered, as it is added', () => {
    const seen: TraceStep[] = [];
    const trace = new Trace((s) => seen.push(s));
    addNote(trace, 'schema', 'a');
    addNote(trace, 'schema', 'b');
    expect(seen.map((s) => s.index)).toEqual([0, 1]);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { pathGraph } from '../test-support/graphs.js';
import { JsExecutor } from './js-executor.js';

const ex = new JsExecutor({ limits: { timeLimitMs: 5000, memoryMb: 128 }, maxAnswerChars: 200 });
afterAll(() => ex.close());
const run = (code: string) => ex.run(code, { graphs: { G: pathGraph() } });

describe('JsExecutor reads `evidence` beside `answer`', () => {
  it('as a script, with let, and in a program with top-level await', async () => {
    expect(await run('answer = 2; evidence = { path: [0, 1, 2] }')).toMatchObject({
      ok: true,
      answer: 2,
      evidence: { value: { path: [0, 1, 2] } },
    });
    expect((await run('let answer = 1;\nlet evidence = { nodes: new Set(["a"]) }')).evidence).toEqual({
      value: { nodes: ['a'] },
    });
    expect(
      (await run('const n = await Promise.resolve(3);\nanswer = n; const evidence = { cycle: [n] }'))
        .evidence,
    ).toEqual({
      value: { cycle: [3] },
    });
  });

  it('leaves it out when the program assigned none, and keeps a null', async () => {
    const none = await run('answer = 1');
    expect(none.ok && 'evidence' in none).toBe(false);
    expect((await run('answer = 1; evidence = null')).evidence).toEqual({ value: null });
  });

  it('reports evidence too large or not convertible as a problem, keeping the answer', async () => {
    const big = await run('answer = 1; evidence = { path: Array.from({ length: 500 }, (_, i) => i) }');
    expect(big).toMatchObject({
      ok: true,
      answer: 1,
      evidence: { problem: expect.stringContaining('larger than 200') },
    });
    const cyclic = await run('answer = 1; const e = {}; e.self = e; evidence = e');
    expect(cyclic).toMatchObject({
      ok: true,
      answer: 1,
      evidence: { problem: expect.stringContaining('cannot be converted') },
    });
  });

  it('an evidence text with a line break inside stays whole', async () => {
    expect(await run('answer = "a\\nb"; evidence = { nodes: ["x\\ny"] }')).toMatchObject({
      answer: 'a\nb',
      evidence: { value: { nodes: ['x\ny'] } },
    });
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { labeledGraph, pathGraph } from '../test-support/graphs.js';
import { JsExecutor } from './js-executor.js';
import { libraryNames } from './sandbox-api.js';

const ex = new JsExecutor({ limits: { timeLimitMs: 5000, memoryMb: 128 } });
afterAll(() => ex.close());
const G = pathGraph();
const run = (code: string, graphs = { G }) => ex.run(code, { graphs });

describe('JsExecutor answers', () => {
  it('reads `answer` assigned by the program', async () => {
    const r = await run('answer = G.order + G.size');
    expect(r).toMatchObject({ ok: true, answer: 8 });
  });

  it('accepts a let-declared answer, a last expression, a top-level return and await', async () => {
    expect((await run('let answer = G.size')).answer).toBe(3);
    expect((await run('const n = G.order;\nn * 2')).answer).toBe(10);
    expect((await run('if (G.order > 1) return "big";\nreturn "small"')).answer).toBe('big');
    expect((await run('const x = await Promise.resolve(G.order);\nanswer = x')).answer).toBe(5);
  });

  it('copies Map, Set, BigInt, NaN and Infinity out as JSON values', async () => {
    const r = await run(
      'answer = { m: new Map([[1, "x"]]), s: new Set([3]), b: 7n, big: 2n ** 70n, n: NaN, i: -Infinity }',
    );
    expect(r.answer).toEqual({
      m: [[1, 'x']],
      s: [3],
      b: 7,
      big: '1180591620717411303424',
      n: 'NaN',
      i: '-Infinity',
    });
  });

  it('keeps original ids, weights, labels, types and properties as attributes', async () => {
    const r = await run(
      'answer = [G.getNodeAttribute("3", "id"), G.getEdgeAttribute("0", "1", "weight"), G.hasEdgeAttribute("1", "2", "weight")]',
    );
    expect(r.answer).toEqual([3, 2, false]);
    const L = labeledGraph();
    const r2 = await ex.run(
      'const e = G.edge("a", "b"); answer = [G.type, G.getNodeAttributes("a"), G.getEdgeAttributes(e)]',
      {
        graphs: { G: L },
      },
    );
    expect(r2.answer).toEqual([
      'directed',
      { name: 'Ada', labels: ['Person'], weight: 5, id: 'a' },
      { since: 2020, type: 'KNOWS' },
    ]);
  });

  it('exposes G_prime and the library functions', async () => {
    const r = await ex.run('answer = [G_prime.order, connectedComponents(G).length]', {
      graphs: { G, G_prime: labeledGraph() },
    });
    expect(r.answer).toEqual([2, 2]);
    const names = JSON.stringify(libraryNames());
    const r2 = await run(`answer = ${names}.filter((n) => typeof globalThis[n] !== 'function')`);
    expect(r2.answer).toEqual([]);
  });

  it('runs the algorithm library inside the sandbox and reports its argument errors', async () => {
    const r = await run('answer = [maximumFlowValue(G, "0", "3"), algorithms.isBipartite(G)]');
    expect(r.answer).toEqual([2, true]); // edge (0,1) has capacity 2; unweighted edges are unbounded
    const bad = await run('answer = shortestPath(G, "0", "99")');
    expect(bad).toMatchObject({ ok: false, error: { kind: 'runtime' } });
    expect(bad.error?.message).toMatch(/99/);
  });

  it('sees a small shortest-path improvement beside a heavy edge elsewhere (issue 26, item 7)', async () => {
    const e = (source: string, target: string, weight: number) => ({
      source,
      target,
      weight,
      properties: {},
    });
    const H = {
      directed: true,
      nodes: ['a', 'b', 'c', 'x', 'y', 'z'].map((id) => ({ id, labels: [], properties: {} })),
      edges: [e('a', 'b', 1.5), e('a', 'c', 0.5), e('c', 'b', 0.5), e('x', 'y', 1e9), e('y', 'z', -1)],
    };
    const r = await ex.run(
      "answer = [shortestPathLength(G, 'a', 'b'), singleSourceShortestPathLength(G, 'a').b]",
      {
        graphs: { G: H },
      },
    );
    expect(r.answer).toEqual([1, 1]);
  });

  it("builds the library's index of G from the bulk builder's arrays, not by walking G", async () => {
    // The program makes walking G's edges throw: the library must not need it.
    const r = await run(
      'G.forEachEdge = () => { throw new Error("walked G"); };\nanswer = [connectedComponents(G).length, singleSourceShortestPathLength(G, "0")["3"]]',
    );
    expect(r.answer).toEqual([2, 4]);
  });

  it('captures console output and caps it', async () => {
    const r = await run('console.log("n =", G.order, { a: [1] }); answer = 1');
    expect(r.output).toBe('n = 5 {"a":[1]}\n');
    const big = await ex.run(
      'for (let i = 0; i < 1000; i++) console.log("0123456789"); answer = 1',
      { graphs: { G } },
      {
        outputBytes: 100,
      },
    );
    expect(big.ok).toBe(true);
    expect(Buffer.byteLength(big.output)).toBeLessThan(200);
    expect(big.output).toContain('[output truncated at 100 bytes]');
  });

  it('gives every run a fresh context: globals, prototypes and G do not leak', async () => {
    await run('globalThis.leak = 1; Array.prototype.sum = 1; G.dropNode("0"); answer = 0');
    const r = await run('answer = [typeof leak, typeof [].sum, G.order]');
    expect(r.answer).toEqual(['undefined', 'undefined', 5]);
  });

  it('reads top-level await wherever an expression may stand (F14e)', async () => {
    const cases: [string, unknown][] = [
      ['const p = Promise.resolve(G.order);\nanswer = Number(await p)', 5],
      ['answer = [await Promise.resolve(1), (await Promise.resolve(2)) + 1]', [1, 3]],
      ['answer = await (Promise.resolve(G.size))', 3],
      ['const x = await(Promise.resolve(7));\nanswer = x', 7],
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the program itself uses a template
      ['answer = `${await Promise.resolve("a")}b`', 'ab'],
      ['let s = 0;\nfor await (const v of [Promise.resolve(1), 2]) s += v;\nanswer = s', 3],
      ['answer = G.order > 1 ? await Promise.resolve("big") : "small"', 'big'],
    ];
    for (const [code, expected] of cases) {
      const r = await run(code);
      expect({ code, ok: r.ok, answer: r.answer, error: r.error }).toEqual({
        code,
        ok: true,
        answer: expected,
        error: undefined,
      });
    }
  });

  it('keeps a script a script when `await` is only text, or an identifier', async () => {
    // A wrapped program would lose the last expression as its answer.
    expect((await run('// we await nothing here\nconst s = "await";\nG.order')).answer).toBe(5);
    expect((await run('/await/.test("await") ? G.size : 0')).answer).toBe(3);
    expect((await run('var await = 3;\nawait + 1')).answer).toBe(4);
  });

  it('reports the real mistake of a program that also awaits, at its line', async () => {
    const r = await run('const x = await Promise.resolve(1);\nconst y = ;\nanswer = x');
    expect(r).toMatchObject({ ok: false, error: { kind: 'syntax', line: 2 } });
  });

  it('reports a program without an answer as a runtime error', async () => {
    const r = await run('const x = 1;');
    expect(r).toMatchObject({ ok: false, error: { kind: 'runtime' } });
    expect(r.error?.message).toMatch(/answer/);
  });
});

describe('JsExecutor errors', () => {
  it('reports a syntax error with its line', async () => {
    const r = await run('const a = 1;\nconst b = ;');
    expect(r).toMatchObject({ ok: false, error: { kind: 'syntax', line: 2 } });
  });

  it('reports a thrown error with its message and line, also in wrapped programs', async () => {
    const r = await run('const a = 1;\n\nthrow new Error("boom")');
    expect(r).toMatchObject({ ok: false, error: { kind: 'runtime', message: 'boom', line: 3 } });
    const w = await run('const a = 1;\nnull.x;\nreturn a');
    expect(w).toMatchObject({ ok: false, error: { kind: 'runtime', line: 2 } });
  });

  it('keeps output printed before an error', async () => {
    const r = await run('console.log("before"); throw new TypeError("bad")');
    expect(r.output).toBe('before\n');
    expect(r.error).toMatchObject({ kind: 'runtime', message: 'TypeError: bad' });
  });

  it('rejects graph names that are not identifiers, and bad limits', async () => {
    await expect(ex.run('1', { graphs: { 'my graph': G } })).rejects.toThrow(/graphs\.my graph/);
    await expect(ex.run('1', { graphs: { G } }, { timeLimitMs: -1 })).rejects.toThrow(/limits\.timeLimitMs/);
    await expect(ex.run('1', { graphs: { G } }, { timeMs: 500 } as never)).rejects.toThrow(
      /unknown limit "timeMs" \(did you mean "timeLimitMs"\?\)/,
    );
    expect(() => new JsExecutor({ limits: { timeLimitMs: 2_147_484_000 } })).toThrow(/limits\.timeLimitMs/);
  });

  it('recreates the isolate when the memory limit changes', async () => {
    const a = await ex.run('answer = 1', { graphs: { G } }, { memoryMb: 64 });
    const b = await ex.run('answer = 2', { graphs: { G } }, { memoryMb: 96 });
    expect([a.answer, b.answer]).toEqual([1, 2]);
  });
});

/**
 * Node ids that are Object.prototype names (`constructor`, `__proto__`, ...) once made the whole
 * sandbox fail ("Cannot convert undefined or null to object") before a program ran. Programs over
 * such graphs must see every node and edge, and their answers must keep such keys.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { toGraphology } from '../../graph/graphology.js';
import type { GraphData } from '../../graph/model.js';
import { JsExecutor } from './js-executor.js';

const IDS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__proto__'];

/** A ring over the six ids plus the chord constructor → hasOwnProperty. */
function ring(directed: boolean): GraphData {
  const pairs = IDS.map((id, i) => [id, IDS[(i + 1) % IDS.length]!] as const);
  return {
    directed,
    nodes: IDS.map((id) => ({ id, labels: [], properties: {} })),
    edges: [...pairs, ['constructor', 'hasOwnProperty'] as const].map(([source, target]) => ({
      source,
      target,
      properties: {},
    })),
  };
}

/** Degrees and neighbor lists counted from the edge list (independent of graphology). */
function expected(g: GraphData) {
  const degree = Object.fromEntries(IDS.map((id) => [id, 0]));
  const neighbors = new Set<string>();
  for (const e of g.edges) {
    degree[String(e.source)]! += 1;
    degree[String(e.target)]! += 1;
    if (e.source === 'constructor') neighbors.add(String(e.target));
    if (e.target === 'constructor') neighbors.add(String(e.source));
  }
  const has = (s: string, t: string) =>
    g.edges.some(
      (e) => (e.source === s && e.target === t) || (!g.directed && e.source === t && e.target === s),
    );
  return {
    order: IDS.length,
    size: g.edges.length,
    degree,
    neighbors: [...neighbors].sort(),
    hasEdge: [has('toString', 'valueOf'), has('valueOf', 'toString'), has('hasOwnProperty', 'isPrototypeOf')],
    ids: IDS,
  };
}

const PROGRAM = [
  'answer = {',
  '  order: G.order,',
  '  size: G.size,',
  '  degree: Object.fromEntries(G.nodes().map((n) => [n, G.degree(n)])),',
  '  neighbors: G.neighbors("constructor").sort(),',
  '  hasEdge: [G.hasEdge("toString", "valueOf"), G.hasEdge("valueOf", "toString"), G.hasEdge("hasOwnProperty", "isPrototypeOf")],',
  '  ids: G.nodes().map((n) => G.getNodeAttribute(n, "id")),',
  '};',
  'console.log(answer.degree);',
].join('\n');

const ex = new JsExecutor({ limits: { timeLimitMs: 5000, memoryMb: 64 } });
afterAll(() => ex.close());

describe('node ids that are Object.prototype names', () => {
  it.each([true, false])('are ordinary nodes to a program (directed: %s)', async (directed) => {
    const G = ring(directed);
    const want = expected(G);
    const r = await ex.run(PROGRAM, { graphs: { G } });
    expect(r).toMatchObject({ ok: true });
    expect(r.answer).toEqual(want);
    expect(Object.keys((r.answer as { degree: object }).degree)).toEqual(IDS);
    expect(JSON.parse(r.output)).toEqual(want.degree);
  });

  it('survive mutation by the program as they do in graphology on the host', async () => {
    const code = [
      'G.addEdge("__proto__", "valueOf");',
      'G.mergeEdge("constructor", "hasOwnProperty", { weight: 3 });',
      'const before = G.outDegree("__proto__");',
      'G.dropNode("toString");',
      'answer = [before, G.order, G.size, G.getEdgeAttribute("constructor", "hasOwnProperty", "weight"), G.hasNode("toString")]',
    ].join('\n');
    const r = await ex.run(code, { graphs: { G: ring(true) } });
    const host = toGraphology(ring(true));
    const want = new Function('G', `let answer;\n${code};\nreturn answer`)(host) as unknown[];
    expect(r).toMatchObject({ ok: true, answer: want });
  });
});

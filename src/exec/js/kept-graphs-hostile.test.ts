/**
 * Hostile programs against `G` kept ready between runs (JsExecutor keepGraphs): whatever a run does
 * to its `G`, to the graph's objects and prototypes or to the global object, or whatever it stashes,
 * the next run on the same graph — which takes the `G` built ahead while this one ran — sees a
 * pristine graph (audit F7: nothing a program leaves behind reaches the next run).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { pathGraph } from '../test-support/graphs.js';
import { JsExecutor } from './js-executor.js';

const ex = new JsExecutor({ limits: { timeLimitMs: 2000, memoryMb: 64 }, keepGraphs: true });
afterAll(() => ex.close());
const G = pathGraph();

/** What the next run reads of G, its objects and the global object: all as built. */
const PROBE = `
const node = G.getNodeAttributes('0');
const edge = G.getEdgeAttributes(G.edge('0', '1'));
answer = [
  G.order, G.size, G.hasNode('99'), G.hasEdge('0', '3'), G.degree('1'), G.neighbors('1').sort(),
  node.id, Object.keys(node).sort(), edge.weight, Object.keys(edge).sort(),
  typeof G.leak, typeof Object.getPrototypeOf(G).leak, typeof ({}).leak, typeof [].leak,
  typeof stash, typeof globalThis.planted, G.hasNode === Object.getPrototypeOf(G).hasNode,
  connectedComponents(G).length,
];`;

const PRISTINE = [
  5,
  3,
  false,
  false,
  2,
  ['0', '2'],
  0,
  ['id'],
  2,
  ['weight'],
  'undefined',
  'undefined',
  'undefined',
  'undefined',
  'undefined',
  'undefined',
  true,
  2,
];

/** Programs that change or keep what they can reach; each must leave the next run a pristine G. */
const HOSTILE: [string, string][] = [
  [
    'mutates G (nodes, edges, attributes)',
    `G.addNode('99'); G.addEdge('0', '3'); G.dropNode('4'); G.dropEdge(G.edge('1', '2'));
     G.setNodeAttribute('0', 'id', 'forged'); G.setEdgeAttribute(G.edge('0', '1'), 'weight', 1e9);
     G.mergeNodeAttributes('0', { planted: true }); answer = G.order`,
  ],
  ['clears G', 'G.clear(); answer = G.order'],
  [
    "patches the graph's prototypes and the built-ins",
    `const proto = Object.getPrototypeOf(G);
     proto.leak = 1; proto.hasNode = () => true; Object.prototype.leak = 1; Array.prototype.leak = 1;
     Object.getPrototypeOf(proto).leak = 1; G.leak = 1; answer = 1`,
  ],
  [
    "rewrites the graph's internal records and maps",
    `for (const k of Object.getOwnPropertyNames(G)) { try { const v = G[k]; if (v instanceof Map) v.clear(); } catch {} }
     answer = 1`,
  ],
  [
    'sets globals and stashes references to G and its records',
    `globalThis.stash = { G, nodes: G.nodes(), attrs: G.getNodeAttributes('0') };
     globalThis.planted = () => G; var answer = 1`,
  ],
  [
    'redefines what the library reads',
    `globalThis.connectedComponents = () => []; Object.defineProperty(Object.getPrototypeOf(G), 'order', { get: () => 0 });
     answer = 1`,
  ],
];

describe('G kept ready between runs', () => {
  it.each(HOSTILE)('a run that %s leaves the next run a pristine G', async (_name, code) => {
    // The first run on G leaves it built ahead for the next; the hostile run takes that one.
    expect(await ex.run(PROBE, { graphs: { G } })).toMatchObject({ ok: true, answer: PRISTINE });
    expect(ex.holdsGraphs({ G })).toBe(true);
    const hostile = await ex.run(code, { graphs: { G } });
    expect(hostile).toMatchObject({ ok: true });
    expect(ex.holdsGraphs({ G })).toBe(true);
    for (let i = 0; i < 2; i++)
      expect(await ex.run(PROBE, { graphs: { G } })).toMatchObject({ ok: true, answer: PRISTINE });
  });

  it('keeps the graphs of a successful run built for the next, and only those', async () => {
    const other = pathGraph();
    await ex.run('answer = G.order', { graphs: { G } });
    expect(ex.holdsGraphs({ G })).toBe(true);
    expect(ex.holdsGraphs({ G: other })).toBe(false);
    await ex.run('answer = G.order', { graphs: { G: other } });
    expect([ex.holdsGraphs({ G }), ex.holdsGraphs({ G: other })]).toEqual([false, true]);
  });

  it('by default, keeps them from the second question on the same graph objects', async () => {
    const auto = new JsExecutor({ limits: { timeLimitMs: 2000, memoryMb: 64 } });
    const other = pathGraph();
    try {
      // One question: nothing is built that no run would take.
      await auto.prepareGraphs({ G });
      await auto.run('answer = G.order', { graphs: { G } });
      expect(auto.holdsGraphs({ G })).toBe(false);
      // A second question on G (its build ahead asked for again): from now on G is kept.
      await auto.prepareGraphs({ G });
      await auto.run('answer = G.order', { graphs: { G } });
      expect(auto.holdsGraphs({ G })).toBe(true);
      // Without builds ahead, the second successful run on a graph counts the same.
      await auto.run('answer = G.order', { graphs: { G: other } });
      expect(auto.holdsGraphs({ G: other })).toBe(false);
      await auto.run('answer = G.order', { graphs: { G: other } });
      expect(auto.holdsGraphs({ G: other })).toBe(true);
    } finally {
      await auto.close();
    }
  });

  it('with keepGraphs off, keeps them only after a failed run (a repair round comes next)', async () => {
    const off = new JsExecutor({ limits: { timeLimitMs: 2000, memoryMb: 64 }, keepGraphs: false });
    try {
      await off.run('answer = G.order', { graphs: { G } });
      expect(off.holdsGraphs({ G })).toBe(false);
      await off.run('throw new Error("x")', { graphs: { G } });
      expect(off.holdsGraphs({ G })).toBe(true);
    } finally {
      await off.close();
    }
  });
});

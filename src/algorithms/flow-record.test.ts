import { inspect } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { toTransferGraph } from '../exec/js/graph-transfer.js';
import { JsExecutor } from '../exec/js/js-executor.js';
import { toJsonText } from '../exec/js/sandbox/answer.js';
import { buildGraph } from '../exec/js/sandbox/graph-builder.js';
import { toGraphology } from '../graph/graphology.js';
import type { GraphData, GraphEdge } from '../graph/model.js';
import { mulberry32 } from '../util/mulberry32.js';
import { type AnyGraph, emptyRecord } from './common.js';
import { type FlowResult, maximumFlow } from './flow.js';
import { flowRecord, type RowSource, recordOnRead } from './flow-record.js';
import { flowNetwork } from './flow-residual.js';
import type { Topology } from './indexed.js';
import { newGraph } from './test-support/random-graphs.js';

type Row = Record<string, number>;
type Rec = Record<string, Row>;

/** Keys V8 orders as array indices and keys it does not, and keys Object.prototype has. */
const KEYS = [
  '12',
  'b',
  '0',
  '__proto__',
  '01',
  '7',
  'constructor',
  '-3',
  '4294967295',
  '1e21',
  '',
  '5',
  'toString',
];

/** A node key that is an accessor on Object.prototype, not on the record. */
const PROTO = '__proto__';

/** Rows for some of KEYS, and how often each row was made. */
function source(allAfter?: number): RowSource<Row> & { made: number[] } {
  const made = KEYS.map(() => 0);
  return {
    n: KEYS.length,
    made,
    ...(allAfter !== undefined && { allAfter }),
    keyOf: (u) => KEYS[u]!,
    hasRow: (u) => u % 4 !== 2,
    makeRow: (u) => {
      made[u]!++;
      const row = emptyRecord<number>();
      for (let i = 0; i < KEYS.length; i += 1 + (u % 3)) row[KEYS[(i + u) % KEYS.length]!] = u * 100 + i;
      return row;
    },
  };
}

/** The record as one plain object, every row made at once: what maximumFlow returned before. */
function whole(s: RowSource<Row>): Rec {
  const record = emptyRecord<Row>();
  for (let u = 0; u < s.n; u++) if (s.hasRow(u)) record[s.keyOf(u)] = s.makeRow(u);
  return record;
}

/** Every way the brief names a program reading or changing the record, each giving a value to compare. */
const OPERATIONS: Record<string, (r: Rec) => unknown> = {
  index: (r) => [r['12'], r['12']?.b, r['3'], r[PROTO], r.constructor, r.toString, r[''], r['1e21']],
  'index twice is the same row': (r) => {
    const first = r['7'];
    return [first === r['7'], first?.['0']];
  },
  keys: (r) => Object.keys(r),
  values: (r) => Object.values(r),
  entries: (r) => Object.entries(r),
  'entries of each row': (r) => Object.entries(r).map(([k, row]) => [k, Object.entries(row)]),
  'for…in': (r) => {
    const seen: unknown[] = [];
    for (const k in r) seen.push([k, r[k]]);
    return seen;
  },
  'JSON.stringify': (r) => JSON.stringify(r),
  'JSON.stringify of a result holding it': (r) => JSON.stringify({ value: 3, flow: r }),
  'the sandbox answer writer': (r) => toJsonText({ value: 3, flow: r }, 1e7),
  spread: (r) => ({ ...r }),
  'Object.assign': (r) => Object.assign(emptyRecord<Row>(), r),
  in: (r) => ['12', 'b', '3', '__proto__', 'toString', 'valueOf'].map((k) => k in r),
  'Object.hasOwn': (r) => ['12', 'b', '3', 'toString'].map((k) => Object.hasOwn(r, k)),
  prototype: (r) => [Object.getPrototypeOf(r), Object.isExtensible(r), Array.isArray(r), typeof r],
  'descriptor of a read row': (r) => [r['5'], Object.getOwnPropertyDescriptor(r, '5')],
  'writes into a row': (r) => {
    r['12']!.b = -1;
    r['12']!.fresh = 4;
    delete r['12']!['0'];
    return [r['12'], Object.keys(r['12']!)];
  },
  'rows replaced, added and deleted, read or not': (r) => {
    r['0'] = { x: 1 };
    r.b = r['12']!;
    delete r['7'];
    r['3'] = emptyRecord();
    r.zz = emptyRecord();
    r[PROTO] = { y: 2 };
    return [Object.keys(r), JSON.stringify(r), r.b === r['12'], '7' in r, r['7']];
  },
  'a row deleted before it was read, then written': (r) => {
    delete r['5'];
    r['5'] = { again: 1 };
    return [r['5'], Object.keys(r)];
  },
  freeze: (r) => {
    Object.freeze(r);
    const threw: unknown[] = [];
    for (const write of [() => (r['12'] = {}), () => (r.q = {}), () => delete r['0']]) {
      try {
        write();
      } catch (e) {
        threw.push((e as Error).name);
      }
    }
    return [Object.isFrozen(r), JSON.stringify(r), threw, Object.isFrozen(r['12'])];
  },
  preventExtensions: (r) => {
    Object.preventExtensions(r);
    r['12'] = { z: 0 };
    return [Object.isExtensible(r), Object.isSealed(r), JSON.stringify(r), Reflect.set(r, 'new', {})];
  },
  seal: (r) => {
    Object.seal(r);
    r['12'] = { z: 0 };
    return [Object.isSealed(r), JSON.stringify(r)];
  },
  'defineProperty: a row made hidden, one made read-only': (r) => {
    Object.defineProperty(r, '0', { enumerable: false });
    Object.defineProperty(r, 'b', { writable: false, configurable: false });
    Object.defineProperty(r, '7', { get: () => 'got' });
    return [Object.keys(r), r['0'], r.b, r['7'], Object.getOwnPropertyDescriptor(r, 'b')];
  },
  'an accessor defined by the program, redefined and frozen': (r) => {
    let calls = 0;
    const get = () => ++calls;
    Object.defineProperty(r, 'b', { get, configurable: true, enumerable: true });
    Object.defineProperty(r, 'b', { enumerable: false });
    delete r['7'];
    Object.defineProperty(r, '7', { get, configurable: true, enumerable: true });
    Object.freeze(r);
    const before = calls;
    return [before, Object.keys(r), r.b, r['7'], calls];
  },
  'a prototype set by the program': (r) => {
    Object.setPrototypeOf(r, { inherited: { x: 1 } });
    const keys: string[] = [];
    for (const k in r) keys.push(k);
    return [r.inherited, keys, 'inherited' in r];
  },
  'the record as a prototype': (r) => {
    const child = Object.create(r) as Rec;
    return [child['12'], child['12'] === r['12'], 'b' in child];
  },
};

describe('a record of rows made on first read', () => {
  // Row by row (10 rows, under the default), and all the rest at once after 0 or 2 rows.
  for (const allAfter of [undefined, 0, 2]) {
    for (const [name, operation] of Object.entries(OPERATIONS)) {
      it(`behaves as the whole plain record: ${name}${allAfter === undefined ? '' : `, the rest made after ${allAfter}`}`, () => {
        const outcome = (r: Rec) => {
          try {
            return { value: operation(r), after: JSON.stringify(r) };
          } catch (e) {
            return { threw: (e as Error).name, message: (e as Error).message };
          }
        };
        expect(outcome(recordOnRead(source(allAfter)))).toStrictEqual(outcome(whole(source())));
      });
    }
  }

  it('makes a row only when it is read, and once', () => {
    const s = source();
    const r = recordOnRead(s);
    expect([Object.keys(r).length, '12' in r, s.made.every((c) => c === 0)]).toEqual([10, true, true]);
    r['12'] = { replaced: 1 };
    expect(s.made.every((c) => c === 0)).toBe(true);
    const read = r.b;
    expect(s.made[KEYS.indexOf('b')]).toBe(1);
    expect([r.b, JSON.stringify(r).length > 0]).toEqual([read, true]);
    expect(s.made).toEqual(KEYS.map((k, u) => (u % 4 === 2 || k === '12' ? 0 : 1)));
  });

  it('makes the rest at once after `allAfter` rows, leaving what the program changed', () => {
    const s = source(2);
    const r = recordOnRead(s);
    const expected = whole(source());
    void [r['12'], r.b];
    expect(s.made.filter((c) => c > 0).length).toBe(2);
    delete r['5'];
    r['1e21'] = { mine: 1 };
    let calls = 0;
    const get = () => {
      calls++;
      return 'got';
    };
    Object.defineProperty(r, '01', { get, enumerable: true, configurable: true });
    const third = r['7'];
    expect(third).toEqual(expected['7']);
    const left = ['5', '1e21', '01'];
    expect(s.made).toEqual(KEYS.map((k, u) => (u % 4 === 2 || left.includes(k) ? 0 : 1)));
    delete expected['5'];
    expected['1e21'] = { mine: 1 };
    Object.defineProperty(expected, '01', { get, enumerable: true, configurable: true });
    expect(calls).toBe(0);
    expect(JSON.stringify(r)).toBe(JSON.stringify(expected));
  });

  it('is not fooled by a placeholder moved or put back, nor by replaced Reflect functions', () => {
    const s = source();
    const r = recordOnRead(s);
    const placeholder = Object.getOwnPropertyDescriptor(r, 'b')!.value as unknown;
    r.other = placeholder as Row;
    expect(r.other).toBe(placeholder);
    const row = r.b;
    r.b = placeholder as Row;
    expect([r.b, s.made[KEYS.indexOf('b')]]).toEqual([placeholder, 1]);
    expect(row).toEqual(whole(source()).b);
    const real = Reflect.get;
    let read: unknown;
    try {
      (Reflect as { get: unknown }).get = () => 'patched';
      read = r['12'];
    } finally {
      Reflect.get = real;
    }
    expect(read).toEqual(whole(source())['12']);
  });

  it('says in util.inspect which rows are not made yet', () => {
    const r = recordOnRead(source());
    void r['12'];
    const text = inspect(r);
    expect(text).toContain("'12': [Object: null prototype]");
    expect(text).toContain('b: [row made on first read]');
  });

  it('is empty when no position has a row', () => {
    const r = recordOnRead({ n: 3, keyOf: String, hasRow: () => false, makeRow: () => ({}) });
    expect([Object.keys(r), JSON.stringify(r)]).toEqual([[], '{}']);
  });
});

/** maximumFlow's record as it was made before rows were made on read, from the same network. */
function wholeFlowRecord(
  G: AnyGraph,
  topology: Topology,
  network: ReturnType<typeof flowNetwork>['network'],
): Rec {
  const { keys } = topology;
  const { outStart, outAdj, outEdge, flow: sent, undirectedEdge, source: from } = network;
  const single = !G.multi && G.type !== 'mixed';
  const flow = emptyRecord<Row>();
  for (let u = 0; u < network.n; u++) {
    const [first, end] = [outStart[u]!, outStart[u + 1]!];
    if (first === end) continue;
    const row = emptyRecord<number>();
    flow[keys[u]!] = row;
    for (let a = first; a < end; a++) {
      const e = outEdge[a]!;
      const along = Math.max(0, undirectedEdge[e] === 1 && from[e] !== u ? -sent[e]! : sent[e]!);
      const w = keys[outAdj[a]!]!;
      row[w] = single ? along : (row[w] ?? 0) + along;
    }
  }
  return flow;
}

/** A random graph with self-loops, parallel edges (when multi), isolated nodes and ids of every kind. */
function randomGraph(seed: number, directed: boolean, multi: boolean): GraphData {
  const rng = mulberry32(seed);
  const n = Math.floor(rng() * 16);
  // Keys that are array indices, and keys that only look like them.
  const odd = ['__proto__', '4294967295', '4294967294', '-1', '1e3', '1.5'];
  const ids = Array.from({ length: n }, (_, i) =>
    i % 3 === 1 ? `n${i}` : i % 3 === 2 ? odd[(i - 2) / 3]! : i % 2 === 1 ? `0${i}` : i * 1000,
  );
  const edges = Array.from({ length: n < 2 ? 0 : Math.floor(rng() * 3 * n) }, (_, i): GraphEdge => {
    const source = ids[Math.floor(rng() * (n - 1))]!;
    const target = i % 7 === 0 ? source : ids[Math.floor(rng() * (n - 1))]!;
    return { source, target, properties: {}, weight: 1 + Math.floor(rng() * 9) };
  });
  const nodes = [...new Set(ids)].map((id) => ({ id, labels: [], properties: {} }));
  return { directed, multi, nodes, edges };
}

describe('the flow record against the whole record made before', () => {
  it('has the same rows, entries and order for every kind of graph and any flow, signs included', () => {
    let checked = 0;
    for (const directed of [true, false]) {
      for (const multi of [false, true]) {
        for (let seed = 1; seed <= 25; seed++) {
          const g = randomGraph(seed * 4 + Number(directed) * 2 + Number(multi), directed, multi);
          for (const G of [toGraphology(g) as AnyGraph, buildGraph(toTransferGraph(g)) as AnyGraph]) {
            const { topology, network } = flowNetwork(G, 'weight');
            const rng = mulberry32(seed);
            for (let e = 0; e < network.flow.length; e++) network.flow[e] = Math.floor(rng() * 9) - 3;
            const expected = wholeFlowRecord(G, topology, network);
            for (const operation of [
              OPERATIONS['entries of each row']!,
              OPERATIONS['for…in']!,
              JSON.stringify,
            ]) {
              expect(operation(flowRecord(G, topology, network))).toStrictEqual(operation(expected));
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(200);
  });

  it('has the same rows when the rest are made at once (past 64 rows read)', () => {
    const rng = mulberry32(5);
    const edges = Array.from({ length: 3000 }, (): GraphEdge => {
      const [source, target] = [Math.floor(rng() * 400), Math.floor(rng() * 400)];
      return { source: source % 7 === 0 ? `s${source}` : source, target, properties: {}, weight: 2 };
    });
    const ids = new Set(edges.flatMap((e) => [e.source, e.target]));
    const g: GraphData = {
      directed: true,
      multi: true,
      nodes: [...ids].map((id) => ({ id, labels: [], properties: {} })),
      edges,
    };
    const G = buildGraph(toTransferGraph(g)) as AnyGraph;
    const { topology, network } = flowNetwork(G, 'weight');
    for (let e = 0; e < network.flow.length; e++) network.flow[e] = Math.floor(rng() * 3);
    const expected = wholeFlowRecord(G, topology, network);
    expect(Object.keys(expected).length).toBeGreaterThan(300);
    const operation = OPERATIONS['entries of each row']!;
    expect(operation(flowRecord(G, topology, network))).toStrictEqual(operation(expected));
  });

  it('has the same rows on a graph that mixes directed and undirected edges', () => {
    const mixed = newGraph({ multi: true, allowSelfLoops: true });
    for (const v of ['a', 'b', 'c']) mixed.addNode(v);
    mixed.addDirectedEdge('a', 'b', { weight: 2 });
    mixed.addUndirectedEdge('b', 'c', { weight: 3 });
    mixed.addUndirectedEdge('c', 'b', { weight: 1 });
    mixed.addDirectedEdge('c', 'b', { weight: 4 });
    mixed.addUndirectedEdge('c', 'c', { weight: 5 });
    const { topology, network } = flowNetwork(mixed, 'weight');
    network.flow.set([2, -1, 1, 3, 2]);
    expect(JSON.parse(JSON.stringify(flowRecord(mixed, topology, network)))).toEqual(
      JSON.parse(JSON.stringify(wholeFlowRecord(mixed, topology, network))),
    );
  });
});

describe('the flow record of a G the program changes afterwards', () => {
  it('is the flow of G as it was at the call, read before or after the change', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const g = randomGraph(seed, seed % 2 === 0, seed % 3 === 0);
      if (g.nodes.length < 4) continue;
      const [s, t] = [String(g.nodes[0]!.id), String(g.nodes[1]!.id)];
      const [before, changed] = [
        buildGraph(toTransferGraph(g)),
        buildGraph(toTransferGraph(g)),
      ] as AnyGraph[];
      const expected = JSON.stringify(maximumFlow(before!, s, t));
      const r = maximumFlow(changed!, s, t);
      const rowsBefore = Object.keys(r.flow);
      const unread = maximumFlow(changed!, s, t);
      changed!.dropNode(String(g.nodes[2]!.id));
      changed!.addNode('added');
      changed!.mergeEdge(s, 'added', { weight: 99 });
      expect([Object.keys(r.flow), JSON.stringify(r), JSON.stringify(unread)]).toEqual([
        rowsBefore,
        expected,
        expected,
      ]);
    }
  });
});

describe('the flow record in the sandbox', () => {
  const ex = new JsExecutor({ limits: { timeLimitMs: 10_000, memoryMb: 128 } });
  afterAll(() => ex.close());

  it('reads, serializes and changes as on the host, with Reflect replaced by the program', async () => {
    const g = randomGraph(11, true, false);
    const [s, t] = [String(g.nodes[0]!.id), String(g.nodes[2]!.id)];
    // Plain JavaScript, run as it is in the sandbox and here.
    const program = `(r) => {
      const { flow } = r;
      const first = Object.keys(flow)[0];
      const out = [r.value, Object.keys(flow), Object.entries(flow), JSON.stringify(r)];
      const forIn = [];
      for (const u in flow) forIn.push(u, flow[u]);
      out.push(forIn, { ...flow }, first in flow, 'nope' in flow);
      flow[first] = { changed: 1 };
      delete flow[Object.keys(flow)[1]];
      out.push(JSON.stringify(flow), flow);
      return out;
    }`;
    const call = `maximumFlow(G, ${JSON.stringify(s)}, ${JSON.stringify(t)})`;
    const code = `Reflect.get = () => 'patched';\nanswer = (${program})(${call})`;
    const got = await ex.run(code, { graphs: { G: g } });
    expect(got.ok, got.error?.message).toBe(true);
    const onHost = new Function(`return ${program}`)() as (r: FlowResult) => unknown;
    const expected = JSON.parse(toJsonText(onHost(maximumFlow(toGraphology(g) as AnyGraph, s, t)), 1e7)!);
    expect((expected as unknown[])[1]).not.toEqual([]);
    expect(got.answer).toEqual(expected);
  });
});

/**
 * Checks evidence against the graph it is about, and against the answer where the answer is a
 * number the evidence measures (a path's length, a cut's capacity). A check says what it verified,
 * or the first thing that does not hold, naming the node or edge, so a repair round can fix it.
 *
 * Only what holds on any graph is asked: no check knows the question. A path's number is accepted
 * as its weight, its edge count or its node count, since any of them is a path's "length" in some
 * question; a cut's number must be its capacity (weight, 1 per unweighted edge).
 */
import { type NodeId, nodeKey } from '../graph/model.js';
import type { Evidence, NodePair } from './evidence.js';
import type { EvidenceGraph } from './evidence-graph.js';

/** The graphs evidence is checked on: the question's graph, and a pattern graph when it has two. */
export interface EvidenceGraphs {
  graph: EvidenceGraph;
  /** The second graph (`G_prime`) of a two-graph question: a mapping's keys are its nodes. */
  pattern?: EvidenceGraph;
}

export type EvidenceCheck = { verified: string[] } | { problem: string };

/** Checks `e`; `answer` is the program's answer (a number ties a length or capacity to it). */
export function checkEvidence(e: Evidence, answer: unknown, on: EvidenceGraphs): EvidenceCheck {
  try {
    return { verified: verify(e, answer, on) };
  } catch (err) {
    if (err instanceof Failed) return { problem: err.message };
    throw err;
  }
}

class Failed extends Error {}

function fail(message: string): never {
  throw new Failed(message);
}

function verify(e: Evidence, answer: unknown, { graph, pattern }: EvidenceGraphs): string[] {
  const n = typeof answer === 'number' && Number.isFinite(answer) ? answer : undefined;
  switch (e.kind) {
    case 'path':
      return path(graph, e.nodes, n);
    case 'cycle':
      return cycle(graph, e.nodes, 'cycle');
    case 'odd-cycle':
      // It witnesses that a graph is not bipartite, which is about the graph without directions.
      return cycle(undirected(graph), e.nodes, 'oddCycle');
    case 'sides':
      return sides(graph, e.sides);
    case 'order':
      return order(graph, e.nodes);
    case 'cut':
      return cut(graph, e, n);
    case 'mapping':
      return mapping(graph, pattern, e.pairs);
    case 'component':
      return component(graph, e.nodes);
    case 'nodes':
      nodesExist(graph, e.nodes, 'nodes');
      return [`all ${e.nodes.length} nodes are in the graph`];
    case 'edges':
      edgesExist(graph, e.edges, 'edges');
      return [`all ${e.edges.length} edges are in the graph`];
  }
}

const show = (id: NodeId) => String(id);

/** `g` with every edge usable both ways (bipartiteness ignores direction). */
function undirected(g: EvidenceGraph): EvidenceGraph {
  if (!g.directed) return g;
  // Each member delegates: an evidence graph's members may be getters and methods of a class.
  return {
    directed: false,
    get weighted() {
      return g.weighted;
    },
    get nodeCount() {
      return g.nodeCount;
    },
    hasNode: (id) => g.hasNode(id),
    edgeWeight: (u, v) => g.edgeWeight(u, v) ?? g.edgeWeight(v, u),
    successors: (id) => g.successors(id),
    edges: () => g.edges(),
    nodeKeys: () => g.nodeKeys(),
  };
}
const arrow = (g: EvidenceGraph) => (g.directed ? '→' : '–');
const fmt = (x: number) => String(+x.toPrecision(12));
const same = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

function nodesExist(g: EvidenceGraph, nodes: readonly NodeId[], key: string): void {
  nodes.forEach((id, i) => {
    if (!g.hasNode(id)) fail(`evidence.${key}[${i}]: node ${show(id)} is not in the graph`);
  });
}

function noRepeats(nodes: readonly NodeId[], key: string): void {
  const seen = new Map<string, number>();
  nodes.forEach((id, i) => {
    const k = nodeKey(id);
    const first = seen.get(k);
    if (first !== undefined) fail(`evidence.${key}[${i}]: node ${show(id)} is already at [${first}]`);
    seen.set(k, i);
  });
}

/** The weight of each step u → v, failing at the first step that is no edge. */
function steps(g: EvidenceGraph, nodes: readonly NodeId[], key: string, closed: boolean): number {
  let weight = 0;
  const last = closed ? nodes.length : nodes.length - 1;
  for (let i = 0; i < last; i++) {
    const u = nodes[i]!;
    const v = nodes[(i + 1) % nodes.length]!;
    const w = g.edgeWeight(u, v);
    if (w === undefined) {
      const where = closed && i === nodes.length - 1 ? ' (closing the cycle)' : '';
      fail(`evidence.${key}[${i}]: no edge ${show(u)} ${arrow(g)} ${show(v)} in the graph${where}`);
    }
    weight += w;
  }
  return weight;
}

function path(g: EvidenceGraph, nodes: NodeId[], n: number | undefined): string[] {
  if (nodes.length === 0) fail('evidence.path: a path needs at least one node');
  nodesExist(g, nodes, 'path');
  const weight = steps(g, nodes, 'path', false);
  const hops = nodes.length - 1;
  const verified = [`each of its ${hops} steps is an edge of the graph`];
  if (n === undefined) return verified;
  const lengths = [...(g.weighted ? [weight] : []), hops, nodes.length];
  if (!lengths.some((l) => same(l, n))) {
    const measured = g.weighted ? `weight ${fmt(weight)}, ${hops} edges` : `${hops} edges`;
    fail(`evidence.path: the path has ${measured}, which does not match the answer ${fmt(n)}`);
  }
  const what = g.weighted && same(weight, n) ? `its weight ${fmt(weight)}` : `its length ${fmt(n)}`;
  return [...verified, `${what} equals the answer`];
}

function cycle(g: EvidenceGraph, given: NodeId[], key: 'cycle' | 'oddCycle'): string[] {
  // A cycle written with its first node repeated at the end is the same cycle.
  const closedAgain = given.length > 1 && nodeKey(given[0]!) === nodeKey(given[given.length - 1]!);
  const nodes = closedAgain ? given.slice(0, -1) : given;
  if (nodes.length === 0) fail(`evidence.${key}: a cycle needs at least one node`);
  nodesExist(g, nodes, key);
  noRepeats(nodes, key);
  // Undirected, a cycle of two nodes would walk one edge there and back.
  if (!g.directed && nodes.length === 2)
    fail(`evidence.${key}: two nodes make no cycle in an undirected graph`);
  steps(g, nodes, key, true);
  const verified = [`each of its ${nodes.length} edges is in the graph and it closes`];
  if (key === 'oddCycle') {
    if (nodes.length % 2 === 0)
      fail(`evidence.oddCycle: the cycle has ${nodes.length} edges, an even number`);
    verified.push(`its length ${nodes.length} is odd`);
  }
  return verified;
}

function sides(g: EvidenceGraph, [a, b]: [NodeId[], NodeId[]]): string[] {
  nodesExist(g, a, 'sides[0]');
  nodesExist(g, b, 'sides[1]');
  const side = new Map<string, 0 | 1>();
  for (const [i, list] of [a, b].entries()) {
    for (const id of list) {
      const k = nodeKey(id);
      if (side.has(k)) fail(`evidence.sides: node ${show(id)} is on both sides, or twice on one`);
      side.set(k, i as 0 | 1);
    }
  }
  for (const k of g.nodeKeys()) {
    if (!side.has(k)) fail(`evidence.sides: node ${show(k)} is on neither side`);
  }
  for (const [u, v] of g.edges()) {
    if (side.get(u) === side.get(v))
      fail(`evidence.sides: the edge ${show(u)} – ${show(v)} joins one side to itself`);
  }
  return [`every node is on one side, and every edge joins the two sides`];
}

function order(g: EvidenceGraph, nodes: NodeId[]): string[] {
  nodesExist(g, nodes, 'order');
  noRepeats(nodes, 'order');
  const at = new Map(nodes.map((id, i) => [nodeKey(id), i]));
  if (at.size < g.nodeCount) {
    const missing = [...g.nodeKeys()].filter((k) => !at.has(k));
    fail(
      `evidence.order: it leaves out ${missing.length} of the graph's ${g.nodeCount} nodes, e.g. ${show(missing[0]!)}`,
    );
  }
  if (g.directed) {
    for (const [u, v] of g.edges()) {
      if (at.get(u)! >= at.get(v)!) fail(`evidence.order: the edge ${show(u)} → ${show(v)} points backward`);
    }
  }
  return [`it holds every node once${g.directed ? ', and every edge points forward' : ''}`];
}

function edgesExist(g: EvidenceGraph, edges: readonly NodePair[], key: string): number {
  let capacity = 0;
  edges.forEach(([u, v], i) => {
    const w = g.edgeWeight(u, v);
    if (w === undefined)
      fail(`evidence.${key}[${i}]: no edge ${show(u)} ${arrow(g)} ${show(v)} in the graph`);
    capacity += w;
  });
  return capacity;
}

function cut(g: EvidenceGraph, e: Extract<Evidence, { kind: 'cut' }>, n: number | undefined): string[] {
  const capacity = edgesExist(g, e.edges, 'cut');
  const verified = [`all ${e.edges.length} edges are in the graph`];
  if (e.source !== undefined && e.target !== undefined) {
    for (const end of ['source', 'target'] as const) {
      if (!g.hasNode(e[end]!)) fail(`evidence.${end}: node ${show(e[end]!)} is not in the graph`);
    }
    if (reaches(g, e.source, e.target, e.edges))
      fail(`evidence.cut: without its edges, ${show(e.target)} can still be reached from ${show(e.source)}`);
    verified.push(`without them, ${show(e.target)} cannot be reached from ${show(e.source)}`);
  }
  if (n !== undefined) {
    if (!same(capacity, n))
      fail(`evidence.cut: its capacity is ${fmt(capacity)}, but the answer is ${fmt(n)}`);
    verified.push(`its capacity ${fmt(capacity)} equals the answer`);
  }
  return verified;
}

/** Whether `to` can be reached from `from` without the `removed` edges. */
function reaches(g: EvidenceGraph, from: NodeId, to: NodeId, removed: readonly NodePair[]): boolean {
  const cutOff = new Set<string>();
  for (const [u, v] of removed) {
    cutOff.add(`${nodeKey(u)}\u0000${nodeKey(v)}`);
    if (!g.directed) cutOff.add(`${nodeKey(v)}\u0000${nodeKey(u)}`);
  }
  const target = nodeKey(to);
  const seen = new Set([nodeKey(from)]);
  const stack = [nodeKey(from)];
  while (stack.length > 0) {
    const u = stack.pop()!;
    if (u === target) return true;
    for (const v of g.successors(u)) {
      if (seen.has(v) || cutOff.has(`${u}\u0000${v}`)) continue;
      seen.add(v);
      stack.push(v);
    }
  }
  return false;
}

function mapping(g: EvidenceGraph, pattern: EvidenceGraph | undefined, pairs: NodePair[]): string[] {
  const images = new Map<string, NodeId>();
  const to = new Map<string, string>();
  pairs.forEach(([p, x], i) => {
    if (!g.hasNode(x)) fail(`evidence.mapping[${i}]: node ${show(x)} is not in the graph`);
    if (pattern && !pattern.hasNode(p))
      fail(`evidence.mapping[${i}]: node ${show(p)} is not in the pattern graph`);
    const already = images.get(nodeKey(x));
    if (already !== undefined)
      fail(`evidence.mapping: ${show(already)} and ${show(p)} both map to ${show(x)}`);
    if (to.has(nodeKey(p))) fail(`evidence.mapping: ${show(p)} is mapped twice`);
    images.set(nodeKey(x), p);
    to.set(nodeKey(p), nodeKey(x));
  });
  const verified = [`it maps ${pairs.length} nodes one-to-one onto nodes of the graph`];
  if (!pattern) return verified;
  for (const k of pattern.nodeKeys()) {
    if (!to.has(k)) fail(`evidence.mapping: the pattern's node ${show(k)} is not mapped`);
  }
  let kept = 0;
  for (const [u, v] of pattern.edges()) {
    if (g.edgeWeight(to.get(u)!, to.get(v)!) === undefined) {
      fail(
        `evidence.mapping: the pattern's edge ${show(u)} ${arrow(pattern)} ${show(v)} maps to ${show(to.get(u)!)} ${arrow(g)} ${show(to.get(v)!)}, which is not in the graph`,
      );
    }
    kept++;
  }
  return [...verified, `each of the pattern's ${kept} edges maps to an edge of the graph`];
}

function component(g: EvidenceGraph, nodes: NodeId[]): string[] {
  if (nodes.length === 0) fail('evidence.component: it needs at least one node');
  nodesExist(g, nodes, 'component');
  const members = new Set(nodes.map(nodeKey));
  for (const u of members) {
    for (const v of g.successors(u)) {
      if (!members.has(v)) fail(`evidence.component: the edge ${show(u)} ${arrow(g)} ${show(v)} leaves it`);
    }
  }
  return [`no edge leads out of its ${members.size} nodes`];
}

/**
 * The one mapping from GraphData to graphology, used wherever a graphology graph is built: the
 * JavaScript sandbox (G and G_prime as programs see them) and ground truth.
 *
 * - Node keys are nodeKey(id) strings; the original id (a number for GraphInstruct graphs) is the
 *   node attribute `id`.
 * - A node's properties are its attributes, then `labels` (when it has any) and `weight` (when
 *   set); an edge's properties, then `type` (when set) and `weight` (when set). The reserved names
 *   win over a property of the same name, so `weight` always means the model's weight.
 * - The graph class follows `directed` and `multi`; self-loops are always allowed, and a simple
 *   graph merges a repeated edge (later attributes win), as the model's policy says.
 * - Node keys that are Object.prototype names (`constructor`, `toString`, `__proto__`, ...) work:
 *   importing this module makes graphology's adjacency indexes prototype-free (see below).
 */
import { DirectedGraph, MultiDirectedGraph, MultiUndirectedGraph, UndirectedGraph } from 'graphology';
import type { AbstractGraph, Attributes } from 'graphology-types';
import { type GraphData, type GraphEdge, type GraphNode, nodeKey } from './model.js';

/** A graphology graph built by this module. */
export type GraphologyGraph = AbstractGraph<Attributes, Attributes>;

type AdjacencyName = 'in' | 'out' | 'undirected';
type NodeDataLike = Partial<Record<AdjacencyName, Record<string, unknown>>>;
type NodeDataClass = { prototype: { clear(this: NodeDataLike): void } };
type EdgeTest = (this: GraphologyGraph, ...args: unknown[]) => boolean;
type GraphInternals = { NodeDataClass: NodeDataClass; _nodes: Map<string, NodeDataLike> };

const PATCHED = Symbol.for('grraf.graphology.prototypeSafe');

/**
 * graphology 0.26 indexes each node's neighbors in plain `{}` objects keyed by node key, so a node
 * named `constructor` or `toString` "has" an edge to every node (Object.prototype's members are
 * found), and one named `__proto__` replaces the index's prototype: building such a graph threw
 * "Cannot convert undefined or null to object". This gives every index a null prototype (every
 * graphology lookup on them is `key in adj` or `adj[key]`, which then see own keys only) and
 * replaces the three `has*Edge` methods that called `adj.hasOwnProperty(key)`, which a null-prototype
 * index lacks (and which a node named `hasOwnProperty` shadowed). Idempotent.
 */
function makeAdjacencyPrototypeSafe(): void {
  // The mixed Graph class (graphology's default export) is DirectedGraph's parent.
  const MixedGraph = Object.getPrototypeOf(DirectedGraph) as new () => GraphologyGraph;
  const proto = MixedGraph.prototype as unknown as Record<string | symbol, unknown>;
  if (proto[PATCHED]) return;
  proto[PATCHED] = true;
  const samples = [new MixedGraph(), new DirectedGraph(), new UndirectedGraph()];
  for (const sample of samples) {
    const klass = (sample as unknown as GraphInternals).NodeDataClass;
    const clear = klass.prototype.clear;
    klass.prototype.clear = function clearPrototypeFree(this: NodeDataLike) {
      clear.call(this);
      for (const name of ['in', 'out', 'undirected'] as const) {
        if (this[name] !== undefined) this[name] = Object.create(null) as Record<string, unknown>;
      }
    };
  }
  const edgeTest = (name: string, adjacencies: AdjacencyName[], skipType: string) => {
    const original = proto[name] as EdgeTest;
    proto[name] = function (this: GraphologyGraph, ...args: unknown[]): boolean {
      // One argument asks about an edge key; other arities get graphology's own error.
      if (args.length !== 2) return original.apply(this, args);
      if (this.type === skipType) return false;
      const data = (this as unknown as GraphInternals)._nodes.get(`${args[0]}`);
      if (!data) return false;
      const target = `${args[1]}`;
      return adjacencies.some((a) => data[a] !== undefined && target in data[a]);
    };
  };
  edgeTest('hasDirectedEdge', ['out'], 'undirected');
  edgeTest('hasUndirectedEdge', ['undirected'], 'directed');
  edgeTest('hasEdge', ['out', 'undirected'], '');
}

makeAdjacencyPrototypeSafe();

/** An empty graphology graph of the right class (self-loops allowed). */
export function emptyGraphology(directed: boolean, multi: boolean): GraphologyGraph {
  const options = { allowSelfLoops: true };
  if (multi) return directed ? new MultiDirectedGraph(options) : new MultiUndirectedGraph(options);
  return directed ? new DirectedGraph(options) : new UndirectedGraph(options);
}

/** A node's attributes besides `id`: properties, `labels`, `weight`; null when it has none. */
export function nodeExtras(n: GraphNode): Attributes | null {
  let empty = n.labels.length === 0 && n.weight === undefined;
  for (const _ in n.properties) empty = false;
  if (empty) return null;
  const a: Attributes = { ...n.properties };
  if (n.labels.length > 0) a.labels = n.labels;
  if (n.weight !== undefined) a.weight = n.weight;
  return a;
}

/** An edge's attributes besides `weight`: properties and `type`; null when it has none. */
export function edgeExtras(e: GraphEdge): Attributes | null {
  let empty = e.type === undefined;
  for (const _ in e.properties) empty = false;
  if (empty) return null;
  const a: Attributes = { ...e.properties };
  if (e.type !== undefined) a.type = e.type;
  return a;
}

/** The graphology graph of `g`; `directed` overrides the graph's own flag (bipartiteness reads it undirected). */
export function toGraphology(g: GraphData, directed = g.directed): GraphologyGraph {
  const G = emptyGraphology(directed, g.multi === true);
  for (const n of g.nodes) G.mergeNode(nodeKey(n.id), { ...nodeExtras(n), id: n.id });
  for (const e of g.edges) {
    const attrs: Attributes = { ...edgeExtras(e) };
    if (e.weight !== undefined) attrs.weight = e.weight;
    const s = nodeKey(e.source);
    const t = nodeKey(e.target);
    if (g.multi) G.addEdge(s, t, attrs);
    else G.mergeEdge(s, t, attrs);
  }
  return G;
}

/**
 * A read-only index over a synthetic GraphData for the in-memory truth evaluators and the
 * question instantiation: nodes by label and key, out-edges per node, edges per type. Built once
 * per graph; plain arrays, no graph library, so the evaluators stay independent of the stores.
 */
import type { GraphData, PropertyValue } from '../../../graph/model.js';
import { nodeKey } from '../../../graph/model.js';
import { KEY_PROPERTY } from './synthetic-graph.js';

/** An edge by node indexes. */
export interface IndexedEdge {
  source: number;
  target: number;
  type: string;
  properties: Record<string, PropertyValue>;
}

/** The index (see file comment). Node i is `graph.nodes[i]`. */
export class GraphIndex {
  /** `key` property of each node. */
  readonly keys: string[];
  /** The (single) label of each node. */
  readonly labels: string[];
  readonly edges: IndexedEdge[];
  /** Indexes into `edges` of the edges leaving each node. */
  readonly outEdges: number[][];
  private readonly byLabel = new Map<string, number[]>();
  private readonly byType = new Map<string, number[]>();
  private readonly byKey = new Map<string, number>();

  constructor(readonly graph: GraphData) {
    const byId = new Map<string, number>();
    this.keys = graph.nodes.map((n, i) => {
      byId.set(nodeKey(n.id), i);
      return String(n.properties[KEY_PROPERTY]);
    });
    this.labels = graph.nodes.map((n) => n.labels[0] ?? '');
    for (const [i, label] of this.labels.entries()) push(this.byLabel, label, i);
    for (const [i, key] of this.keys.entries()) this.byKey.set(key, i);
    this.outEdges = graph.nodes.map(() => []);
    this.edges = graph.edges.map((e, i) => {
      const edge = {
        source: byId.get(nodeKey(e.source))!,
        target: byId.get(nodeKey(e.target))!,
        type: e.type ?? '',
        properties: e.properties,
      };
      this.outEdges[edge.source]!.push(i);
      push(this.byType, edge.type, i);
      return edge;
    });
  }

  /** Node indexes with this label, in graph order. */
  nodesWithLabel(label: string): number[] {
    return this.byLabel.get(label) ?? [];
  }

  /** Edge indexes of this type, in graph order. */
  edgesOfType(type: string): number[] {
    return this.byType.get(type) ?? [];
  }

  /** The node index of a key (undefined when no node has it). */
  nodeByKey(key: string): number | undefined {
    return this.byKey.get(key);
  }

  /** A property of node i. */
  nodeProperty(i: number, name: string): PropertyValue | undefined {
    return this.graph.nodes[i]!.properties[name];
  }

  /** True when node i has an out-edge to a node labeled `label`. */
  pointsTo(i: number, label: string): boolean {
    return this.outEdges[i]!.some((e) => this.labels[this.edges[e]!.target] === label);
  }

  /** The nodes reached from the nodes in `from` by exactly one edge. */
  successors(from: Iterable<number>): Set<number> {
    const out = new Set<number>();
    for (const i of from) for (const e of this.outEdges[i]!) out.add(this.edges[e]!.target);
    return out;
  }
}

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * What a page draws of a graph: its nodes and edges, sampled when the graph is large (the nodes a
 * caller must keep — an answer's — first, then their neighborhood, then a seeded random sample),
 * with grid cells when every node names one (a maze), and each node's and edge's labels, type and
 * properties, which a page colors by and shows when one is clicked.
 */
import { type GraphData, nodeKey, type Properties, type PropertyValue } from '../../graph/model.js';
import { mulberry32 } from '../../util/mulberry32.js';
import { gridCells } from './grid-layout.js';

/** A node as drawn. */
export interface ViewNode {
  key: string;
  /** A name to show: the `name` or `label` property, else the id. */
  label: string;
  /** The node's labels (e.g. Store), when it has any. */
  labels?: string[];
  /** Its properties, when it has any (long strings cut to PROPERTY_CHARS). */
  properties?: Properties;
  weight?: number;
  row?: number;
  col?: number;
}

/** An edge as drawn. */
export interface ViewEdge {
  source: string;
  target: string;
  weight?: number;
  /** The relationship type, when it has one. */
  type?: string;
  properties?: Properties;
}

/** The drawable graph. */
export interface GraphView {
  directed: boolean;
  /** True when any edge has a weight (drawn on the edges). */
  weighted: boolean;
  nodes: ViewNode[];
  edges: ViewEdge[];
  totalNodes: number;
  totalEdges: number;
  /** True when only part of the graph is drawn. */
  sampled: boolean;
  /** Says what is drawn when it is not everything. */
  note?: string;
  /** True when every node has a grid cell (row, col). */
  grid: boolean;
}

/** How much to draw. */
export interface ViewOptions {
  maxNodes?: number;
  maxEdges?: number;
  /** Nodes that must be drawn (e.g. an answer's), kept first when sampling. */
  keep?: readonly string[];
  seed?: number;
}

/** A property string longer than this is cut: a view draws a graph, it does not copy its documents. */
export const PROPERTY_CHARS = 300;

/** Defaults: what a browser draws smoothly. */
export const VIEW_LIMITS = { maxNodes: 1500, maxEdges: 6000 } as const;

/** The view of `data`, sampled to the limits. */
export function graphView(data: GraphData, options: ViewOptions = {}): GraphView {
  const maxNodes = options.maxNodes ?? VIEW_LIMITS.maxNodes;
  const maxEdges = options.maxEdges ?? VIEW_LIMITS.maxEdges;
  const small = data.nodes.length <= maxNodes && data.edges.length <= maxEdges;
  const chosen = small ? undefined : sampleNodes(data, maxNodes, options.keep ?? [], options.seed ?? 1);
  const nodes = chosen ? data.nodes.filter((n) => chosen.has(nodeKey(n.id))) : data.nodes;
  const edges = chosen ? sampleEdges(data, chosen, maxEdges, new Set(options.keep)) : data.edges;
  const cells = gridCells(nodes);
  const view: GraphView = {
    directed: data.directed,
    weighted: data.edges.some((e) => e.weight !== undefined),
    nodes: nodes.map((n) => {
      const key = nodeKey(n.id);
      const name = n.properties.name ?? n.properties.label;
      const cell = cells?.get(String(n.id));
      return {
        key,
        label: typeof name === 'string' ? name : key,
        ...(n.labels.length ? { labels: [...n.labels] } : {}),
        ...shownProperties(n.properties),
        ...(n.weight === undefined ? {} : { weight: n.weight }),
        ...cell,
      };
    }),
    edges: edges.map((e) => ({
      source: nodeKey(e.source),
      target: nodeKey(e.target),
      ...(e.weight === undefined ? {} : { weight: e.weight }),
      ...(e.type === undefined ? {} : { type: e.type }),
      ...shownProperties(e.properties),
    })),
    totalNodes: data.nodes.length,
    totalEdges: data.edges.length,
    sampled: !small,
    grid: cells !== undefined,
  };
  if (!small) {
    view.note =
      `Large graph: drawing a sample of ${view.nodes.length.toLocaleString('en-US')} of ` +
      `${data.nodes.length.toLocaleString('en-US')} nodes and ${view.edges.length.toLocaleString('en-US')} of ` +
      `${data.edges.length.toLocaleString('en-US')} edges (the answer's nodes and their neighbors first, ` +
      'then a random sample).';
  }
  return view;
}

/** `{ properties }` with long strings cut, or nothing when there are none. */
function shownProperties(properties: Properties): { properties?: Properties } {
  const entries = Object.entries(properties);
  if (entries.length === 0) return {};
  const cut = (v: PropertyValue): PropertyValue =>
    typeof v === 'string' && v.length > PROPERTY_CHARS
      ? `${v.slice(0, PROPERTY_CHARS)}…`
      : Array.isArray(v)
        ? v.map(cut)
        : v;
  return { properties: Object.fromEntries(entries.map(([k, v]) => [k, cut(v)])) };
}

/** The kept nodes, their neighborhood (breadth-first), then seeded random nodes, up to `max`. */
function sampleNodes(data: GraphData, max: number, keep: readonly string[], seed: number): Set<string> {
  const known = new Set(data.nodes.map((n) => nodeKey(n.id)));
  const chosen = new Set<string>();
  for (const k of keep) if (known.has(k) && chosen.size < max) chosen.add(k);
  const adjacency = neighborLists(data);
  const queue = [...chosen];
  const neighborhood = Math.floor(max / 2);
  for (let i = 0; i < queue.length && chosen.size < neighborhood; i++) {
    for (const m of adjacency.get(queue[i]!) ?? []) {
      if (chosen.size >= neighborhood) break;
      if (!chosen.has(m)) {
        chosen.add(m);
        queue.push(m);
      }
    }
  }
  const keys = [...known];
  const rng = mulberry32(seed);
  // A partial Fisher-Yates shuffle: the first draws are a uniform sample without repetition.
  for (let i = 0; i < keys.length && chosen.size < max; i++) {
    const j = i + Math.floor(rng() * (keys.length - i));
    [keys[i], keys[j]] = [keys[j]!, keys[i]!];
    chosen.add(keys[i]!);
  }
  return chosen;
}

function neighborLists(data: GraphData): Map<string, string[]> {
  const lists = new Map<string, string[]>();
  const add = (a: string, b: string) => {
    const l = lists.get(a);
    if (l) l.push(b);
    else lists.set(a, [b]);
  };
  for (const e of data.edges) {
    add(nodeKey(e.source), nodeKey(e.target));
    add(nodeKey(e.target), nodeKey(e.source));
  }
  return lists;
}

/** Edges between chosen nodes, those between kept nodes first, up to `max`. */
function sampleEdges(
  data: GraphData,
  chosen: Set<string>,
  max: number,
  keep: Set<string>,
): GraphData['edges'] {
  const inside = data.edges.filter((e) => chosen.has(nodeKey(e.source)) && chosen.has(nodeKey(e.target)));
  const kept = (e: GraphData['edges'][number]) => keep.has(nodeKey(e.source)) && keep.has(nodeKey(e.target));
  return [...inside.filter(kept), ...inside.filter((e) => !kept(e))].slice(0, max);
}

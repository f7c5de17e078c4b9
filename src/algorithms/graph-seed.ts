/**
 * What a bulk builder that made G from numbered nodes and edges (the sandbox's,
 * exec/js/sandbox/graph-builder.ts) tells the library about it, so that the library reads G's
 * structure from typed arrays instead of walking graphology:
 *
 * - an s→t search reads the per-node edge lists of the nodes it reaches and nothing else
 *   (seeded-explorer.ts), where building the compact index first took 93–95% of the call;
 * - the compact index (indexed.ts) is assembled from those lists without sorting the edges again.
 *
 * The seed is memorized with G (graph-memo.ts), so G's first reported change forgets it.
 */
import type { Attributes } from 'graphology-types';
import type { AnyGraph } from './common.js';
import { memo, peekMemo } from './graph-memo.js';

/** A compressed list per node: the entries of node v are `edges[start[v] .. start[v + 1] - 1]`. */
export interface EdgeLists {
  start: Int32Array;
  edges: Int32Array;
  /**
   * The other end of each entry's edge (a self-loop's is v itself): out-lists the targets,
   * in-lists the sources. Absent from lists made before it existed; the library then gathers it.
   */
  far?: Int32Array;
}

/**
 * G as its builder numbered it: nodes 0..n-1 in `G.nodes()` order, and edge numbers that index
 * `src`, `dst` and `attributes`. The numbers of G's edges, in `G.forEachEdge` order, are 0..m-1
 * or, when some numbers have no edge (a repeated edge merged into an earlier one), `kept`.
 */
export interface GraphSeed {
  directed: boolean;
  n: number;
  /** The position of a node key, -1 when G has no such node. */
  position(key: string): number;
  /** The key of node v. */
  key(v: number): string;
  /**
   * Attribute `name` of node v as G holds it, without making v's record when it was never read (a
   * record is made, with its attributes, on first read; every change to a node goes through it).
   */
  nodeAttribute?(v: number, name: string): unknown;
  /** Every node key in order. */
  keys(): string[];
  src: Int32Array;
  dst: Int32Array;
  /** The attributes object of edge number e (read when a weight is needed: programs may change it in place). */
  attributes(e: number): Attributes;
  /** G's edge numbers in `G.forEachEdge` order; null when they are 0..m-1 with m = src.length. */
  kept: Int32Array | null;
  /**
   * Per node, the numbers of its edges in edge order: out and in (directed); both the incident
   * list, a self-loop once (undirected). Called on first need; the builder may hold them already.
   */
  lists(): { out: EdgeLists; in: EdgeLists };
  /**
   * The "weight" each edge was built with, by edge number (`values`, NaN where an edge has none;
   * null when none has one), and `touched[e]` = 1 once edge e's attributes object exists: the
   * builder makes it on first read, and a program holding it may change the weight in place, so
   * a touched edge's weight is read from its attributes. Absent when the builder cannot vouch
   * for the weights this way (edges with other attributes, multigraphs).
   */
  weights?: {
    values: Float64Array | null;
    touched: Uint8Array;
    /** How many attributes objects were made (0: every weight is as built). */
    touchedCount: number;
    /** Of `values`: the least weight given (Infinity when none) and whether an edge has none; absent when not known. */
    summary?: { least: number; missing: boolean };
  };
}

const SEED = 'graph seed';

/** Holds the seed of G until G changes (then graph-memo drops it with everything else). */
interface SeedSlot {
  seed: GraphSeed;
}

/** Tells the library how G was built; forgotten, like every memorized structure, on G's first change. */
export function seedGraph(G: AnyGraph, seed: GraphSeed): void {
  memo<SeedSlot>(G, SEED, () => ({ seed }));
}

/** The seed of G while G is unchanged since its builder made it. */
export function graphSeed(G: AnyGraph): GraphSeed | undefined {
  return peekMemo<SeedSlot>(G, SEED)?.seed;
}

/**
 * The number edge number `e` was built with as its attribute `name`, when no attributes object
 * of it was handed out since (so nothing can have changed it): null when it was built without
 * one. Undefined when the caller must read the attributes.
 */
export function builtNumber(seed: GraphSeed, e: number, name: string): number | null | undefined {
  const { weights } = seed;
  if (weights === undefined || name !== 'weight' || weights.touched[e] !== 0) return undefined;
  const w = weights.values === null ? Number.NaN : weights.values[e]!;
  return Number.isNaN(w) ? null : w;
}

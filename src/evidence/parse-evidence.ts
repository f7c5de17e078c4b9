/**
 * Reads the `evidence` a program assigned (untrusted JSON) into an Evidence, or says what is wrong
 * and where (`evidence.path[3]: ...`), in words the model can act on in a repair round.
 *
 * The program's form is an object with one shape key: `{path: [...]}`, `{cycle}`, `{oddCycle}`
 * (or `odd_cycle`), `{sides: [A, B]}`, `{order}`, `{cut: [[u, v], ...], source?, target?}`,
 * `{mapping: {patternNode: graphNode}}` (or a list of pairs), `{component}`, `{nodes}`, `{edges}`.
 * zod does the reading; only the choice of shape key and the wording of its issues are ours.
 */
import { z } from 'zod';
import type { NodeId } from '../graph/model.js';
import type { Evidence, NodePair } from './evidence.js';

const nodeId = z.union([z.string(), z.number().finite()], {
  error: 'a node must be a string or a number',
});
const nodeList = z.array(nodeId, { error: 'must be a list of nodes' });
const pair = z.tuple([nodeId, nodeId], { error: 'an edge must be a list of its two nodes, [u, v]' });
const pairList = z.array(pair, { error: 'must be a list of edges, each [u, v]' });
const mapping = z.union([z.record(z.string(), nodeId), z.array(pair)], {
  error: 'must be an object {pattern node: graph node} or a list of [pattern node, graph node] pairs',
});
const twoSides = z.tuple([nodeList, nodeList], { error: 'must be two lists of nodes, [A, B]' });

/** Each shape key, its schema, and how a valid value becomes Evidence. */
const SHAPES = {
  path: { schema: nodeList, read: (v: NodeId[]): Evidence => ({ kind: 'path', nodes: v }) },
  cycle: { schema: nodeList, read: (v: NodeId[]): Evidence => ({ kind: 'cycle', nodes: v }) },
  oddCycle: { schema: nodeList, read: (v: NodeId[]): Evidence => ({ kind: 'odd-cycle', nodes: v }) },
  odd_cycle: { schema: nodeList, read: (v: NodeId[]): Evidence => ({ kind: 'odd-cycle', nodes: v }) },
  sides: { schema: twoSides, read: (v: [NodeId[], NodeId[]]): Evidence => ({ kind: 'sides', sides: v }) },
  order: { schema: nodeList, read: (v: NodeId[]): Evidence => ({ kind: 'order', nodes: v }) },
  cut: { schema: pairList, read: (v: NodePair[]): Evidence => ({ kind: 'cut', edges: v }) },
  mapping: {
    schema: mapping,
    read: (v: Record<string, NodeId> | NodePair[]): Evidence => ({
      kind: 'mapping',
      pairs: Array.isArray(v) ? v : Object.entries(v),
    }),
  },
  component: { schema: nodeList, read: (v: NodeId[]): Evidence => ({ kind: 'component', nodes: v }) },
  nodes: { schema: nodeList, read: (v: NodeId[]): Evidence => ({ kind: 'nodes', nodes: v }) },
  edges: { schema: pairList, read: (v: NodePair[]): Evidence => ({ kind: 'edges', edges: v }) },
} as const;

type ShapeKey = keyof typeof SHAPES;
const SHAPE_KEYS = Object.keys(SHAPES) as ShapeKey[];
/** Keys a shape may carry beside its own. */
const EXTRA_KEYS: Partial<Record<ShapeKey, readonly string[]>> = { cut: ['source', 'target'] };

const isShapeKey = (k: string): k is ShapeKey => Object.hasOwn(SHAPES, k);

/** The Evidence, or what is wrong with it. */
export function parseEvidence(value: unknown): { evidence: Evidence } | { problem: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problem: `evidence must be an object with one key (${SHAPE_KEYS.join(', ')})` };
  }
  const keys = Object.keys(value);
  const shapes = keys.filter(isShapeKey);
  if (shapes.length !== 1) {
    const found = shapes.length === 0 ? 'none of them' : shapes.join(' and ');
    return {
      problem: `evidence must have exactly one of the keys ${SHAPE_KEYS.join(', ')}; it has ${found}`,
    };
  }
  const key = shapes[0]!;
  const allowed = new Set<string>([key, ...(EXTRA_KEYS[key] ?? [])]);
  const unknown = keys.filter((k) => !allowed.has(k));
  if (unknown.length > 0) {
    return { problem: `evidence.${unknown[0]}: not a key of ${key} evidence` };
  }
  const fields = value as Record<string, unknown>;
  const shape = SHAPES[key];
  const parsed = shape.schema.safeParse(fields[key]);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { problem: `evidence.${key}${where(issue.path)}: ${issue.message}` };
  }
  const evidence = (shape.read as (v: unknown) => Evidence)(parsed.data);
  if (evidence.kind === 'cut') {
    for (const end of ['source', 'target'] as const) {
      if (fields[end] === undefined) continue;
      const id = nodeId.safeParse(fields[end]);
      if (!id.success) return { problem: `evidence.${end}: ${id.error.issues[0]!.message}` };
      evidence[end] = id.data;
    }
  }
  return { evidence };
}

/** `[3][1]` or `.name` for an issue's path. */
function where(path: readonly PropertyKey[]): string {
  return path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('');
}

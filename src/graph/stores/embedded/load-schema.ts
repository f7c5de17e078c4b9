/**
 * The schema of a graph being loaded, from its load plan. `buildSchema(data)` finds each edge's
 * endpoint labels through a key string per endpoint (`nodeKey`, then a Map): at 1M edges that
 * was more than half of its ~200 ms of CPU, run while the engine copies edges (with other work
 * on the machine, it takes CPU from the engine). The plan already has every edge's endpoint
 * positions, so the labels are an array lookup; the schema is the same (load-schema.test.ts).
 */
import { type GraphData, NO_PROPERTIES, type Properties } from '../../model.js';
import type { GraphSchema } from '../../schema.js';
import { SchemaBuilder } from '../../schema-builder.js';
import type { LayoutPlan } from './layout.js';

/** The schema of `data` as planned: its nodes, and the edges the plan keeps. */
export function loadSchema(data: GraphData, plan: LayoutPlan): GraphSchema {
  const builder = new SchemaBuilder({ directed: data.directed, multi: data.multi });
  const labelsAt = nodeLabels(data);
  for (const node of data.nodes) builder.addNode(node);
  const { kept, ends } = plan;
  // One record refilled per edge: the builder keeps values, never the record (a columnar graph
  // has no edge objects to hand it, and making a million was what the load avoids).
  const edge: { type: string | undefined; properties: Properties; weight: number | undefined } = {
    type: undefined,
    properties: NO_PROPERTIES,
    weight: undefined,
  };
  for (let i = 0; i < kept.count; i++) {
    const s = ends[2 * i]!;
    const t = ends[2 * i + 1]!;
    edge.type = kept.type(i);
    edge.properties = kept.properties(i);
    edge.weight = kept.weight(i);
    builder.addEdge(edge, labelsAt(s), labelsAt(t), s === t);
  }
  return builder.build();
}

/**
 * Each node's labels by position, as one shared array per distinct label list (the builder
 * remembers endpoint pairs by array identity). Most graphs have one list for every node.
 */
function nodeLabels(data: GraphData): (at: number) => readonly string[] {
  const codeOf = new Map<string, number>();
  const lists: (readonly string[])[] = [];
  const codes = new Int32Array(data.nodes.length);
  let last: readonly string[] | undefined;
  let lastCode = -1;
  data.nodes.forEach((node, i) => {
    const labels = node.labels ?? [];
    // Nodes often share one labels array (the parsers' frozen empty one): skip the key then.
    if (labels !== last) {
      const key = JSON.stringify(labels);
      let code = codeOf.get(key);
      if (code === undefined) {
        code = lists.push(labels) - 1;
        codeOf.set(key, code);
      }
      last = labels;
      lastCode = code;
    }
    codes[i] = lastCode;
  });
  if (lists.length <= 1) {
    const only = lists[0] ?? [];
    return () => only;
  }
  return (at) => lists[codes[at]!]!;
}

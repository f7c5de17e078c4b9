/**
 * Test support: runs complexgraph_oracle.py (NetworkX) on a batch of questions, one process per
 * batch, on the interpreter the library's oracle uses. Skips with the library's reason when no
 * Python with NetworkX is found (see
 * src/algorithms/test-support/networkx.ts, whose probe and titles this reuses).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { NETWORKX_PYTHON } from '../../../../algorithms/test-support/networkx.js';
import type { GraphData } from '../../../../graph/model.js';
import type { TaskArgs, Variant } from '../catalog.js';

export { networkxMissing, nxTitle } from '../../../../algorithms/test-support/networkx.js';

const SCRIPT = fileURLToPath(new URL('./complexgraph_oracle.py', import.meta.url));

/** One question for the oracle. */
export interface OracleCase {
  task: string;
  variant: Variant;
  graph: GraphData;
  args: TaskArgs;
}

/** NetworkX's answers to `cases`, in order. */
export function runOracle(cases: OracleCase[]): unknown[] {
  const payload = cases.map((c) => ({
    task: c.task,
    variant: c.variant,
    args: c.args,
    graph: {
      directed: c.graph.directed,
      nodes: c.graph.nodes.map((n) => n.id),
      edges: c.graph.edges.map((e) => [e.source, e.target, e.weight ?? null]),
    },
  }));
  const r = spawnSync(NETWORKX_PYTHON, [SCRIPT], {
    input: JSON.stringify({ cases: payload }),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (r.status !== 0) throw new Error(`complexgraph_oracle.py failed: ${r.stderr}`);
  return JSON.parse(r.stdout) as unknown[];
}

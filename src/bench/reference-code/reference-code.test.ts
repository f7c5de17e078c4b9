import { existsSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBenchSession } from '../run/bench-session.js';
import { GRRAF_TASKS } from '../tasks.js';
import { classify } from './classify.js';
import { REFERENCE_MODEL_ID } from './reference-model.js';

const DEV = join(process.cwd(), '..', 'shared', 'data', 'graphinstruct-dev');
const GTOOLS = join(process.cwd(), '..', 'shared', 'data', 'gtools-dev', 'EL_sample');
const quiet = { update() {}, finish() {} };

describe('classify', () => {
  it('takes the real question, not the preamble, for parameters', () => {
    const flow =
      'In a directed graph, (i->j,k) means ... from node i to node j with weight k. What is the maximum flow from node 4 to node 7?';
    expect(classify(flow)).toEqual({ task: 'flow', params: { source: 4, target: 7 } });
    expect(classify('What is the in-degree of node 12?')).toEqual({ task: 'indegree', params: { node: 12 } });
    expect(classify('Is it raining?')).toBeUndefined();
  });
  it('reads GTools task wording and its name=value parameters', () => {
    const g = (task: string) => classify(`Given a directed graph. The task is: you need to ${task}`);
    expect(g('determine Whether the graph is acyclic.')?.task).toBe('gtools-acyclic');
    expect(g('determine Whether there is a closed path in the graph.')?.task).toBe('gtools-cycle');
    expect(
      g('Find out the number of edges connected to a particular node. The node in question is node=8.'),
    ).toEqual({
      task: 'gtools-degree',
      params: { node: 8 },
    });
    expect(
      g(
        'Verify the existence of a specific edge in the graph. The nodes in question are: edge_source=14 , edge_target=3.',
      ),
    ).toEqual({
      task: 'gtools-edge-exists',
      params: { source: 14, target: 3 },
    });
  });
});

describe('the reference-code test double through the full GRRAF pipeline', () => {
  it('scores 100% on a sample of every generated task, each compiled once and then reused', async () => {
    const out = await mkdtemp(join(tmpdir(), 'ref-'));
    const s = await runBenchSession({
      method: 'grraf',
      dataset: 'generated:seed=5',
      limit: 3,
      model: REFERENCE_MODEL_ID,
      out,
      progress: quiet,
    });
    expect(s.results).toHaveLength(3 * GRRAF_TASKS.length);
    expect(s.results.filter((r) => !r.correct)).toEqual([]);
    // The first question of each task compiles its program; the others (same shape) reuse it,
    // parameterized ones (shortest, flow, degrees, ...) included.
    for (const task of GRRAF_TASKS) {
      const states = s.results.filter((r) => r.task === task).map((r) => r.details?.cache);
      expect([task, states]).toEqual([task, ['stored', 'hit', 'hit']]);
    }
    // A reused program costs no program call: only the answer sentence (phrasing is on).
    expect(new Set(s.results.filter((r) => r.path === 'reused').map((r) => r.llmCalls))).toEqual(
      new Set([1]),
    );
    expect(s.meta.model).toBe(REFERENCE_MODEL_ID);
    const md = await readFile(s.report.markdown, 'utf8');
    expect(md).toContain('TEST DOUBLE — not an LLM; measures the pipeline, not model accuracy');
    expect(md).toContain('`reference-code-test-double`');
  });

  it('scores 100% on the scaling set sizes with the same tokens at 100 and 2,000 nodes', async () => {
    const out = await mkdtemp(join(tmpdir(), 'ref-'));
    const s = await runBenchSession({
      method: 'grraf',
      dataset: 'scaling:per-size=1,sizes=100/2000',
      model: REFERENCE_MODEL_ID,
      // Each question pays for its own program, so the two token counts compare.
      cache: false,
      out,
      progress: quiet,
    });
    expect(s.results.map((r) => r.correct)).toEqual([true, true]);
    const [small, large] = s.results;
    // Flat token cost: only the schema's few example values may differ.
    expect(Math.abs(large!.tokensIn - small!.tokensIn)).toBeLessThanOrEqual(10);
  });

  it.skipIf(!existsSync(DEV))(
    'scores 100% on 3 dev questions per task, hamilton labels listed not trusted (needs ../shared/data)',
    async () => {
      const out = await mkdtemp(join(tmpdir(), 'ref-'));
      const s = await runBenchSession({
        method: 'grraf',
        dataset: `graphinstruct:${DEV}`,
        limit: 3,
        model: REFERENCE_MODEL_ID,
        out,
        progress: quiet,
      });
      expect(s.results).toHaveLength(27);
      expect(s.results.filter((r) => !r.correct).map((r) => r.id)).toEqual([]);
      expect(s.report.summary.disagreements.every((d) => d.task === 'hamilton')).toBe(true);
    },
  );

  // Node_Existence is left out: GRRAF refuses questions about absent nodes at input (see report).
  it.skipIf(!existsSync(GTOOLS))(
    'scores 100% on GTools EL samples, 2 per task (needs ../shared/data)',
    async () => {
      const tasks = [
        'Cycle_Detection/Di',
        'Degree_Count/Di',
        'Edge_Existence/Un',
        'Flow/Un',
        'Shortest_Path/Di',
        'Topo',
        'Triangle',
      ];
      const s = await runBenchSession({
        method: 'grraf',
        dataset: `gtools:${GTOOLS}`,
        tasks,
        limit: 2,
        model: REFERENCE_MODEL_ID,
        out: await mkdtemp(join(tmpdir(), 'ref-')),
        progress: quiet,
      });
      expect(s.results).toHaveLength(14);
      expect(s.results.filter((r) => !r.correct).map((r) => r.id)).toEqual([]);
    },
  );
});

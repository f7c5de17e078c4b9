import { afterAll, describe, expect, it } from 'vitest';
import { createExecutor } from '../../exec/index.js';
import { createLlmContext } from '../../llm/llm-runtime.js';
import { type ScriptedResponse, scriptedModel } from '../../llm/test-support/index.js';
import { noteData } from '../../trace/trace.js';
import { defaultServices } from '../shared/default-services.js';
import { solveGrraf } from './grraf.js';
import type { GrrafOptions } from './options.js';
import { leanCompile } from './test-support/scripted-replies.js';

const js = createExecutor('js');
afterAll(() => js.close());

const F = '```';
const QUESTION =
  'Find the shortest path between two nodes in an undirected graph. In an undirected graph, (i,j,k) means that ' +
  'node i and node j are connected with an undirected edge with weight k. Q: The nodes are numbered from 0 to 4, ' +
  'and the edges are: (0,1,2) (1,2,3) (2,3,1) (3,4,5) (0,4,20). Give the weight of the shortest path from node 0 to node 4.';

const RIGHT = `const p = shortestPath(G, String(params.source), String(params.target), { weight: 'weight' });
answer = shortestPathLength(G, String(params.source), String(params.target), { weight: 'weight' });
evidence = { path: originalIds(G, p) };`;
/** The right length, with a path that skips an edge the graph does not have. */
const BROKEN = `answer = 11;\nevidence = { path: [0, 2, 3, 4] };`;
const repair = (code: string): ScriptedResponse => ({
  match: /program failed/,
  text: `${F}js\n${code}\n${F}`,
});

async function solve(script: ScriptedResponse[], options: Partial<GrrafOptions> = {}) {
  const model = scriptedModel(script);
  const solution = await solveGrraf(
    { question: QUESTION },
    { llm: createLlmContext({ model }), executor: () => js },
    { phrase: false, fallback: false, ...options },
    defaultServices(),
  );
  return { solution, prompts: model.prompts };
}

describe('GRRAF with evidence', () => {
  it('asks for evidence, checks it, and returns it with what was verified', async () => {
    const { solution, prompts } = await solve([leanCompile(RIGHT, { inputs: 'source=0; target=4' })]);
    expect(prompts[0]).toContain('also assign `evidence`');
    expect(solution).toMatchObject({
      outcome: 'answered',
      answer: 11,
      evidence: {
        kind: 'path',
        nodes: [0, 1, 2, 3, 4],
        verified: ['each of its 4 steps is an edge of the graph', 'its weight 11 equals the answer'],
      },
    });
    // The check is a phase of the program run it checks: its note names that exec step as parent.
    const note = solution.trace.find((s) => s.name === 'evidence' && s.kind === 'note');
    const run = solution.trace.findLast((s) => s.kind === 'exec' && s.index! < note!.index!);
    expect(note?.parent).toBe(run?.index);
    expect(noteData(solution.trace, 'evidence')).toMatchObject({ kind: 'path', nodes: [0, 1, 2, 3, 4] });
  });

  it('sends evidence that does not hold back as a repair round, naming the edge', async () => {
    const { solution, prompts } = await solve([
      leanCompile(BROKEN, { inputs: 'source=0; target=4' }),
      repair(RIGHT),
    ]);
    expect(prompts[1]).toContain('Error (evidence): evidence.path[0]: no edge 0 – 2 in the graph');
    expect(solution).toMatchObject({ answer: 11, details: { path: 'repaired', repairs: 1 } });
    expect(solution.evidence?.failed).toBeUndefined();
  });

  it('keeps the answer, with its evidence marked failed, once the rounds are spent', async () => {
    const { solution } = await solve(
      [leanCompile(BROKEN, { inputs: 'source=0; target=4' }), repair(BROKEN)],
      {
        maxRepairs: 1,
      },
    );
    expect(solution).toMatchObject({
      outcome: 'answered',
      answer: 11,
      evidence: { kind: 'path', failed: 'evidence.path[0]: no edge 0 – 2 in the graph' },
    });
  });

  it('with evidence off, the prompt does not ask for it', async () => {
    const { solution, prompts } = await solve(
      [leanCompile('answer = 11', { inputs: 'source=0; target=4' })],
      { evidence: false },
    );
    expect(prompts[0]).not.toContain('evidence');
    expect(solution.evidence).toBeUndefined();
  });

  it('Python programs are asked too; Cypher programs are not', async () => {
    const py = await solve(
      [leanCompile('answer = 1', { language: 'python', inputs: 'source=0; target=4' })],
      {
        language: 'python',
        maxRepairs: 0,
      },
    ).catch(() => undefined);
    // The Python run may not start on a machine without NetworkX; its prompt is what this checks.
    if (py) expect(py.prompts[0]).toContain('also assign `evidence`');
    const model = scriptedModel([{ match: /./, text: `${F}cypher\nRETURN 1 AS answer\n${F}`, repeat: true }]);
    await solveGrraf(
      { question: QUESTION },
      { llm: createLlmContext({ model }) },
      { language: 'cypher', phrase: false, fallback: false, maxRepairs: 0 },
      defaultServices(),
    );
    expect(model.prompts[0]).not.toContain('evidence');
  });
});

/**
 * Each GraphWalk bench family end to end through `grraf bench`'s session, with scripted models:
 * graphwalk / graphwalk-hybrid / direct on graphwalk:<preset>, graphwalk / direct on maze:<size>,
 * scored and reported in the shapes of the paper's tables, and a recorded walk replayed offline.
 */
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ScriptedResponse, scriptedModel } from '../../llm/test-support/index.js';
import { graphCells } from '../../tools/maze/maze-graph-cells.js';
import { pathTo, searchCells } from '../../tools/maze/maze-grid.js';
import { resolveDataset } from '../datasets/resolve.js';
import type { BenchQuestion, BenchResult, ItemsTruth } from '../types.js';
import { runBenchSession } from './bench-session.js';

const quiet = { update() {}, finish() {} };
const GRAPHWALK = 'graphwalk:main:seed=3,graphs=1,templates=node_count/node_by_property/path_finding';
const MAZE = 'maze:6:seed=2,count=2,min-path=6';

/** The rows a correct answer has, rebuilt from the truth's items and fields. */
function rows(truth: ItemsTruth, items = truth.items): Record<string, unknown>[] {
  return items.map((item) => {
    const values = JSON.parse(item) as unknown[];
    return Object.fromEntries(truth.fields.map((f, i) => [f.name, values[i]]));
  });
}

const instructionOf = (q: BenchQuestion) => q.question.slice(0, 40);
/** Matches the turns of one question: before any tool result, or after. */
const turn = (q: BenchQuestion, afterTools: boolean) => (prompt: string) =>
  prompt.includes(instructionOf(q)) && prompt.includes('(tool result') === afterTools;

async function run(method: string, dataset: string, script: ScriptedResponse[], extra = {}) {
  const out = await mkdtemp(join(tmpdir(), `gw-${method}-`));
  const session = await runBenchSession({
    method,
    dataset,
    model: 'scripted:walker',
    modelObject: scriptedModel(script),
    options: { phrase: false },
    progress: quiet,
    out,
    ...extra,
  });
  const report = await readFile(join(out, 'report.md'), 'utf8');
  return { ...session, report, out };
}

const byTask = (rs: BenchResult[]) => new Map(rs.map((r) => [r.task, r]));

describe('the GraphWalk families, end to end', async () => {
  const graphwalk = (await resolveDataset(GRAPHWALK)).questions;
  const mazes = (await resolveDataset(MAZE)).questions;

  it('graphwalk on graphwalk:<preset>: walks, answers, is scored as sets and reported as Tables 2–3', async () => {
    const script: ScriptedResponse[] = graphwalk.flatMap((q) => {
      const truth = q.truth as ItemsTruth;
      // The path question is answered with one right pair and one made up: precision 1/2.
      const answer =
        q.task === 'path_finding'
          ? [...rows(truth, truth.items.slice(0, 1)), { source_node_key: 'x', target_node_key: 'y' }]
          : rows(truth);
      return [
        {
          match: turn(q, false),
          toolCalls: [{ toolName: 'think', input: { thought: `plan for ${q.task}` } }],
        },
        { match: turn(q, true), text: JSON.stringify(answer) },
      ];
    });
    const { results, report } = await run('graphwalk', GRAPHWALK, script);
    const r = byTask(results);
    expect([...r.keys()].sort()).toEqual(['node_by_property', 'node_count', 'path_finding']);
    expect(r.get('node_count')).toMatchObject({
      correct: true,
      precision: 1,
      recall: 1,
      f1: 1,
      falsePositives: 0,
    });
    expect(r.get('node_count')).toMatchObject({ turns: 2, toolCalls: 1, outcome: 'answered' });
    expect(r.get('node_by_property')).toMatchObject({ correct: true, f1: 1 });
    const pathTruth = graphwalk.find((q) => q.task === 'path_finding')!.truth as ItemsTruth;
    expect(pathTruth.items.length).toBeGreaterThan(0);
    expect(r.get('path_finding')).toMatchObject({
      correct: false,
      precision: 0.5,
      recall: 1 / pathTruth.items.length,
      falsePositives: 1,
    });
    expect(report).toMatch(/## Set answers: the shape of GraphWalk's Table 2/);
    expect(report).toMatch(/\| graphwalk \(scripted:walker\) \| 3 \| 2 \| 66\.67 \|/);
    expect(report).toMatch(/\| Node Count \| 1 \| 1 \| 100\.00 \| 1\.00 \| 1\.00 \| 1\.00 \| 0 \| 1 \|/);
    expect(report).toMatch(/\| Path Finding \| 1 \| 0 \| 0\.00 \| 0\.50 \|/);
    expect(report).toMatch(/## Per graph size: the shape of GraphWalk's Table 4\n\n.*\n.*\n\| 100 \| 3 \|/);
  });

  it('direct on graphwalk:<preset>: the graph in the prompt, the answer read and scored the same way', async () => {
    const script: ScriptedResponse[] = graphwalk.map((q) => ({
      match: (prompt: string) => prompt.includes(instructionOf(q)),
      text: `Here it is: ${JSON.stringify(rows(q.truth as ItemsTruth))}`,
    }));
    const { results } = await run('direct', GRAPHWALK, script);
    expect(results.map((r) => [r.task, r.correct, r.f1])).toEqual(graphwalk.map((q) => [q.task, true, 1]));
    expect(results.every((r) => r.details?.extracted === false)).toBe(true);
  });

  it('graphwalk-hybrid on graphwalk:<preset>: counts with the code tool', async () => {
    const count = graphwalk.find((q) => q.task === 'node_count')!;
    const [, source, target] = count.question.match(/"([^"]+)" nodes that are connected to any "([^"]+)"/)!;
    const program =
      "const hit = new Set(); G.forEachEdge((e, a, s, t) => { if (G.getNodeAttribute(s, 'labels').includes(" +
      `'${source}') && G.getNodeAttribute(t, 'labels').includes('${target}')) hit.add(s); }); answer = hit.size;`;
    const expected = (count.truth as ItemsTruth).items[0]!.slice(1, -1);
    const { results } = await run(
      'graphwalk-hybrid',
      `${GRAPHWALK.split(',templates')[0]},templates=node_count`,
      [
        { match: turn(count, false), toolCalls: [{ toolName: 'run_code', input: { code: program } }] },
        // The scripted walker copies what the program computed into the format.
        {
          match: (p) => turn(count, true)(p) && p.includes(`"answer":${expected}`),
          text: `[{"count": ${expected}}]`,
        },
      ],
    );
    expect(results[0]).toMatchObject({ correct: true, toolCalls: 1, details: { codeRuns: 1 } });
  });

  it('graphwalk on maze:<size>: walks the maze with the maze tools; a valid path succeeds (Table 1)', async () => {
    const script: ScriptedResponse[] = mazes.flatMap((q) => {
      const cells = graphCells(q.graph!);
      const start = cells.find(q.params!.source)!;
      const path = pathTo(searchCells(cells, start).parent, cells.find(q.params!.target)!).map((i) =>
        cells.key(i),
      );
      const calls = path.map((key) => ({
        match: (p: string) =>
          p.includes(instructionOf(q)) &&
          (key === path[0] ? !p.includes('(tool result') : p.includes(`"key":"${key}"`)) &&
          !p.includes(`node_id":"${key}"`),
        toolCalls: [{ toolName: 'get_possible_next_cells', input: { node_id: key } }],
      }));
      return [
        ...calls,
        {
          match: (p: string) =>
            p.includes(instructionOf(q)) &&
            p.includes(`"node_id":"${path.at(-1)}"`) &&
            !p.includes('tool call get_connected_path'),
          toolCalls: [{ toolName: 'get_connected_path', input: {} }],
        },
        {
          match: (p: string) => p.includes(instructionOf(q)) && p.includes('tool result get_connected_path'),
          text: JSON.stringify({ path }),
        },
      ];
    });
    const { results, report } = await run('graphwalk', MAZE, script);
    expect(results).toHaveLength(2);
    for (const r of results) {
      expect(r).toMatchObject({ task: 'maze', correct: true, details: { toolset: 'maze' } });
      expect(r.note).toBeUndefined();
      expect(r.toolCalls).toBeGreaterThan(6);
    }
    expect(report).toMatch(/## Mazes: the shape of GraphWalk's Table 1/);
    expect(report).toMatch(/\| graphwalk \(scripted:walker\) \| 2\/2 \| 100\.00 \|/);
  });

  it('direct on maze:<size>: sees the drawn grid; a path through a wall is invalid', async () => {
    const script: ScriptedResponse[] = mazes.map((q) => {
      const wall = q.graph!.nodes.find((n) => n.labels.includes('Wall'))!.id;
      return {
        match: (p: string) =>
          p.includes(instructionOf(q)) && p.includes('<maze_data>') && /\|\s+S\s+\|/.test(p),
        text: JSON.stringify({ path: [String(q.params!.source), String(wall), String(q.params!.target)] }),
      };
    });
    const { results, report } = await run('direct', MAZE, script);
    expect(results.map((r) => r.correct)).toEqual([false, false]);
    expect(results[0]!.note).toMatch(/^invalid path: no edge/);
    expect(report).toMatch(/\| direct \(scripted:walker\) \| 0\/2 \| 0\.00 \|/);
  });

  it('a recorded walk replays offline to the same results', async () => {
    const cwd = await mkdtemp(join(tmpdir(), 'gw-cassette-'));
    const q = graphwalk.find((x) => x.task === 'node_by_property')!;
    const common = {
      method: 'graphwalk',
      dataset: GRAPHWALK,
      tasks: ['node_by_property'],
      model: 'openai:gpt-4o',
      cassette: join(cwd, 'cassette'),
      cwd,
      env: {},
      options: { phrase: false },
      progress: quiet,
    };
    const script: ScriptedResponse[] = [
      {
        match: turn(q, false),
        toolCalls: [
          {
            toolName: 'get_node_by_property',
            input: {
              label: String(q.question.match(/all "([^"]+)" nodes/)![1]),
              property_name: 'key',
              property_value: 'n0',
            },
          },
        ],
      },
      { match: turn(q, true), text: JSON.stringify(rows(q.truth as ItemsTruth)) },
    ];
    const recorded = await runBenchSession({
      ...common,
      modelObject: scriptedModel(script, { modelId: 'gpt-4o' }),
      cassetteMode: 'record',
      out: join(cwd, 'run1'),
    });
    expect(recorded.results[0]).toMatchObject({ correct: true, turns: 2 });
    expect((await readdir(join(cwd, 'cassette'))).length).toBeGreaterThan(1);
    const replayed = await runBenchSession({ ...common, cassetteMode: 'replay', out: join(cwd, 'run2') });
    const stable = ({ ms, modelMs, waitMs, ...rest }: BenchResult) => rest;
    expect(replayed.results.map(stable)).toEqual(recorded.results.map(stable));
  });
});

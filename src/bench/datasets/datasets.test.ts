import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GrrafError } from '../../errors.js';
import { loadGraphInstruct, parseGraphInstructFile } from './graphinstruct.js';
import { loadGTools } from './gtools.js';
import { resolveDataset } from './resolve.js';

const CYCLE =
  'Determine whether or not there is a cycle in an undirected graph. In an undirected graph, (i,j) means that node i and node j are connected with an undirected edge. Given a graph, you need to output Yes or No, indicating whether there is a cycle in the graph. Q: The nodes are numbered from 0 to 3, and the edges are: (0, 1) (1, 2) (2, 0). Is there a cycle in this graph?';

const line = (index: number, answer: string) => JSON.stringify({ index, input_prompt: CYCLE, answer });

describe('GraphInstruct loader', () => {
  it('reads questions, labels and graphs (isolated node 3 included)', () => {
    const qs = parseGraphInstructFile(
      `${line(4, '### Yes')}\n\n${line(9, '### No')}\n`,
      'cycle',
      'cycle.jsonl',
    );
    expect(qs.map((q) => q.id)).toEqual(['cycle-4', 'cycle-9']);
    expect(qs[0]!.label).toEqual({ kind: 'yes-no', value: true });
    expect(qs[1]!.label).toEqual({ kind: 'yes-no', value: false });
    expect(qs[0]!.graph!.nodes).toHaveLength(4);
    expect(qs[1]!.origin).toBe('cycle.jsonl:3');
  });

  it('keeps duplicate indexes apart', () => {
    const qs = parseGraphInstructFile(`${line(4, '### Yes')}\n${line(4, '### Yes')}`, 'cycle', 'c.jsonl');
    expect(qs.map((q) => q.id)).toEqual(['cycle-4', 'cycle-4-L2']);
  });

  it('says which line is broken', () => {
    const bad = () => parseGraphInstructFile(`${line(1, '### Yes')}\n{"index": 2,`, 'cycle', 'c.jsonl');
    expect(bad).toThrow(GrrafError);
    expect(bad).toThrow(/c\.jsonl:2/);
    expect(() => parseGraphInstructFile(JSON.stringify({ index: 1 }), 'cycle', 'c.jsonl')).toThrow(
      /input_prompt/,
    );
    expect(() => parseGraphInstructFile(line(1, '### Maybe'), 'cycle', 'c.jsonl')).toThrow(
      /label "### Maybe"/,
    );
  });

  it('loads a directory and refuses unknown tasks by name', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gi-'));
    await writeFile(join(dir, 'cycle.jsonl'), `${line(1, '### Yes')}\n`);
    const ds = await loadGraphInstruct(dir);
    expect(ds.questions).toHaveLength(1);
    await expect(loadGraphInstruct(dir, { tasks: ['flow'] })).rejects.toThrow(/no flow\.jsonl/);
    await expect(loadGraphInstruct(join(dir, 'missing'))).rejects.toThrow(/cannot read/);
  });
});

describe('GTools loader', () => {
  it('reads WL prompts and EL edge-list files, with labels', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gt-'));
    await mkdir(join(dir, 'Flow', 'Di', 'data'), { recursive: true });
    const pre = 'Below is an instruction.\n\n### Instruction:\nGiven a directed graph,';
    const rows = [
      {
        id: 0,
        prompt: `${pre}the edges are: [(0, 1, {'capacity': 3}), (1, 2, {'capacity': 2})]. The task is: you need to Get the maximum flow. The nodes in question are: source_node=0 , sink_node=2.\n\n### Response:`,
        answer: 2,
      },
      {
        id: 1,
        prompt: `${pre} the edges are in an edgelist file, the path is "../x/data/task_1.edgelist". The task is: you need to Get the maximum flow. The nodes in question are: source_node=0 , sink_node=2.\n\n### Response:`,
        answer: 4,
      },
    ];
    await writeFile(join(dir, 'Flow', 'Di', 'flow_Di.json'), JSON.stringify(rows));
    await writeFile(join(dir, 'Flow', 'Di', 'data', 'task_1.edgelist'), '0 1 5\n1 2 4\n');
    const ds = await loadGTools(dir);
    expect(ds.questions.map((q) => [q.id, q.task, q.graphInQuestion])).toEqual([
      ['Flow-Di-0', 'Flow/Di', true],
      ['Flow-Di-1', 'Flow/Di', false],
    ]);
    expect(ds.questions[1]!.params).toEqual({ source: 0, target: 2 });
    expect(ds.questions[1]!.question).not.toMatch(/edgelist/);
    expect(ds.questions[1]!.label).toEqual({ kind: 'number', value: 4 });
  });
});

describe('dataset specs', () => {
  it('reads generator options and rejects bad ones', async () => {
    expect((await resolveDataset('generated:seed=4,per-task=1')).questions).toHaveLength(10);
    expect(
      (await resolveDataset('scaling:per-size=1,sizes=100/200')).questions.map((q) => q.graph!.nodes.length),
    ).toEqual([100, 200]);
    await expect(resolveDataset('generated:seed=x')).rejects.toThrow(/seed must be/);
    await expect(resolveDataset('graphinstruct')).rejects.toThrow(/needs a directory/);
    await expect(resolveDataset('mystery')).rejects.toThrow(/unknown dataset/);
  });
});

describe('joined datasets', () => {
  it('runs GraphInstruct files plus the generated degree tasks as one dataset', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'gi-'));
    await writeFile(join(dir, 'cycle.jsonl'), `${line(1, '### Yes')}\n`);
    const ds = await resolveDataset(`graphinstruct:${dir}+generated:per-task=2`, {
      tasks: ['cycle', 'indegree'],
    });
    // cycle comes from the file only; indegree, which the directory lacks, from the generator.
    expect(ds.questions.map((q) => q.id)).toEqual(['cycle-1', 'indegree-0', 'indegree-1']);
    expect(ds.questions[0]!.label).toBeDefined();
    await expect(resolveDataset(`graphinstruct:${dir}+generated`, { tasks: ['hamilton'] })).rejects.toThrow(
      /no questions/,
    );
    await expect(resolveDataset('generated', { tasks: ['hamilton'] })).rejects.toThrow(/no questions/);
  });
});

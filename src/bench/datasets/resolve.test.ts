import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../../errors.js';
import { GRAPHWALK_TEMPLATE_NAMES } from './graphwalk/templates.js';
import { resolveDataset } from './resolve.js';

describe('the GraphWalk dataset specs', () => {
  it("graphwalk:<preset> gives every template on each graph, with the format and the evaluator's truth", async () => {
    const d = await resolveDataset('graphwalk:main:seed=4,graphs=2');
    expect(d.questions).toHaveLength(2 * GRAPHWALK_TEMPLATE_NAMES.length);
    expect(new Set(d.questions.map((q) => q.task))).toEqual(new Set(GRAPHWALK_TEMPLATE_NAMES));
    for (const q of d.questions) {
      expect(q.graph?.nodes).toHaveLength(100);
      expect(q.question.endsWith(q.answerFormat!.instruction)).toBe(true);
      expect(q.answerFormat!.schema.type).toBe('array');
      expect(q.truth?.kind).toBe('items');
    }
    const count = d.questions.find((q) => q.task === 'node_count')!;
    expect(count.truth).toMatchObject({ match: 'all', fields: [{ name: 'count', type: 'number' }] });
  });

  it('limits templates by spec or by --tasks, and reads scale presets', async () => {
    const some = await resolveDataset('graphwalk:main:graphs=1,templates=node_count/path_finding');
    expect(some.questions.map((q) => q.task)).toEqual(['node_count', 'path_finding']);
    const asked = await resolveDataset('graphwalk:scale-150:graphs=1', { tasks: ['relationship_count'] });
    expect(asked.questions.map((q) => [q.task, q.graph?.nodes.length])).toEqual([
      ['relationship_count', 150],
    ]);
    const defaults = await resolveDataset('graphwalk:seed=2,graphs=1');
    expect(defaults.name).toBe('graphwalk:seed=2,graphs=1,conventions=true');
    expect(defaults.questions[0]!.graph?.nodes).toHaveLength(100);
  });

  it('maze:<size> gives mazes with walls, the grid drawing, start and goal', async () => {
    const d = await resolveDataset('maze:8:seed=3,count=3,min-path=8,walls=0.4');
    expect(d.questions).toHaveLength(3);
    for (const q of d.questions) {
      expect(q.task).toBe('maze');
      expect(q.graph?.nodes).toHaveLength(64);
      expect(q.graph?.nodes.filter((n) => n.labels.includes('Wall'))).toHaveLength(Math.round(0.4 * 64));
      expect(q.graphText).toMatch(/<maze_data>\n\+-+/);
      expect(q.question).toContain(`start cell (key ${q.params?.source})`);
    }
    expect((await resolveDataset('maze:10')).questions).toHaveLength(10);
  });

  it('refuses bad specs naming the problem', async () => {
    for (const [spec, message] of [
      ['graphwalk:huge', /unknown GraphWalk preset "huge"/],
      [
        'graphwalk:main:graphz=1',
        /unknown option "graphz".*takes: seed, graphs, templates, per-template, conventions/,
      ],
      [
        'graphwalk:main:conventions=no',
        /conventions must be true or false in "graphwalk:main:conventions=no"/,
      ],
      ['graphwalk:main:templates=nope', /unknown GraphWalk template "nope"/],
      ['maze:1', /maze size must be an integer ≥ 2/],
      ['maze:10:walls=lots', /walls must be a number/],
    ] as const) {
      const e = await resolveDataset(spec).catch((x: unknown) => x);
      expect(isGrrafError(e), spec).toBe(true);
      expect((e as Error).message).toMatch(message);
    }
  });
});

describe('GraphInstruct directories', () => {
  const missing = join(tmpdir(), 'grraf-no-such-graphinstruct-dir');

  it('a missing directory is an error, alone or joined, with --tasks or without', async () => {
    for (const [spec, tasks] of [
      [`graphinstruct:${missing}`, undefined],
      [`graphinstruct:${missing}+generated:per-task=1`, undefined],
      // Once the generated part silently answered for the whole run.
      [`graphinstruct:${missing}+generated:per-task=1`, ['cycle', 'indegree']],
    ] as const) {
      const e = await resolveDataset(spec, tasks ? { tasks: [...tasks] } : {}).catch((x: unknown) => x);
      expect(isGrrafError(e, 'not-found'), spec).toBe(true);
      expect((e as Error).message).toContain(
        `cannot read the GraphInstruct directory (${missing}): no such directory`,
      );
    }
  });

  it('in a join, an existing directory without an asked task leaves it to the next part', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'grraf-gi-'));
    try {
      writeFileSync(join(dir, 'cycle.jsonl'), '');
      const d = await resolveDataset(`graphinstruct:${dir}+generated:per-task=2`, { tasks: ['indegree'] });
      expect(d.questions.map((q) => q.task)).toEqual(['indegree', 'indegree']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

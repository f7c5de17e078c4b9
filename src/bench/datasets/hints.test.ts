import { describe, expect, it } from 'vitest';
import { conventionLines } from '../report/walk-markdown.js';
import { taskOf } from '../run/run-question.js';
import { generateQuestion } from './generate/generated.js';
import { parseGraphInstructFile } from './graphinstruct.js';
import { passesConventions } from './graphwalk/spec.js';
import { resolveDataset } from './resolve.js';

const line = (task: string) =>
  JSON.stringify({
    index: 1,
    input_prompt: `Q: The nodes are numbered from 0 to 2, and the edges are: (0,1) (1,2). Is this ${task}?`,
    answer: '### Yes',
  });

describe("datasets' conventions travel as task hints", () => {
  it('GraphInstruct substructure questions say G′ matches as a monomorphism; other tasks carry no hint', () => {
    const sub = generateQuestion('substructure', 0);
    expect(taskOf(sub).hints?.[0]).toMatch(/need not be induced \(a monomorphism/);
    const [cycle] = parseGraphInstructFile(line('cyclic'), 'cycle', 'cycle.jsonl');
    expect(taskOf(cycle!).hints).toBeUndefined();
  });

  it('GraphInstruct bipartite questions say directions are ignored', () => {
    const [q] = parseGraphInstructFile(line('bipartite'), 'bipartite', 'bipartite.jsonl');
    expect(q?.hints).toEqual(['Bipartiteness is judged on the graph with edge directions ignored.']);
  });
});

describe("GraphWalk's conventions (Table 6's semantics) travel as task hints", () => {
  const spec = 'graphwalk:main:seed=5,graphs=1';

  it('passes each ambiguous template its conventions by default, and names that in the dataset', async () => {
    const d = await resolveDataset(spec);
    expect(d.name).toBe(`${spec},conventions=true`);
    expect(passesConventions(d.name)).toBe(true);
    const hints = (task: string) => taskOf(d.questions.find((q) => q.task === task)!).hints ?? [];
    for (const task of ['node_count', 'compositional_intersection', 'negation_with_connection']) {
      expect(hints(task).join(' '), task).toMatch(/goes from the first node to the other/);
    }
    expect(hints('variable_hop_path').join(' ')).toMatch(
      /target node of a path is the node with the asked label/,
    );
    expect(hints('remote_node_property').join(' ')).toMatch(/2 to 3 steps/);
    // "outgoing" and "how many relationships" leave nothing open.
    expect(hints('node_with_most_relationships')).toEqual([]);
    expect(hints('relationship_count')).toEqual([]);
  });

  it('the variable-hop hint says what the truth holds: every target is a node of the asked label', async () => {
    const d = await resolveDataset('graphwalk:main:seed=5,graphs=3,templates=variable_hop_path');
    for (const q of d.questions) {
      const label = new Map(q.graph!.nodes.map((n) => [String(n.properties?.key), n.labels]));
      const target = q.question.match(/reaches a "([^"]+)" node/)![1]!;
      const truth = q.truth?.kind === 'items' ? q.truth.items : [];
      expect(truth.length).toBeGreaterThan(0);
      for (const item of truth) expect(label.get(JSON.parse(item)[1])).toContain(target);
    }
  });

  it('conventions=false runs the paper’s setting: no hints, and the report says so', async () => {
    const d = await resolveDataset(`${spec},conventions=false`);
    expect(d.name).toBe(`${spec},conventions=false`);
    expect(d.questions.every((q) => q.hints === undefined)).toBe(true);
    expect(conventionLines(d.name, ['node_count']).join('\n')).toMatch(/No conventions were passed/);
    // A run recorded before the option existed names none: it ran without them.
    expect(passesConventions(spec)).toBe(false);
  });

  it('the report names the hints of the run’s templates', () => {
    const lines = conventionLines(`${spec},conventions=true`, ['node_count', 'relationship_count']).join(
      '\n',
    );
    expect(lines).toMatch(/## Conventions passed as hints/);
    expect(lines).toMatch(/\| Node Count \| Relationships are followed in their stored direction/);
    expect(lines).not.toMatch(/Relationship Count/);
    expect(conventionLines('graphinstruct:cycle', ['node_count'])).toEqual([]);
  });
});

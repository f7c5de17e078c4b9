import { describe, expect, it } from 'vitest';
import { taskOf } from '../run/run-question.js';
import { generateQuestion } from './generate/generated.js';
import { parseGraphInstructFile } from './graphinstruct.js';

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

/**
 * `grraf ask` on the bundled examples, end to end with a scripted model, and replayed from a
 * cassette this test records (into a temporary copy of the example, never into the repository).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EXAMPLES_DIR } from '../../app/model.js';
import { createLlmRuntime } from '../../llm/index.js';
import { type ScriptedResponse, scriptedModel } from '../../llm/test-support/index.js';
import { printAsk, askFromFlags as runAsk } from './ask.js';

const F = '```';
const tmp = mkdtempSync(join(tmpdir(), 'grraf-examples-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Compile (P' and the program), phrase: the program is the only part that matters to the answer. */
function conversation(code: string): ScriptedResponse[] {
  return [
    {
      match: /program that answers the question for any graph/,
      text: `QUESTION: as asked\nANSWER FORMAT: a number\nASSUMPTION: none\n${F}js\n${code}\n${F}`,
    },
    { match: /Computed answer/, text: 'Here is the answer.' },
  ];
}

const example = (...parts: string[]) => join(EXAMPLES_DIR, ...parts);

describe('grraf ask on the bundled examples (scripted model, real sandbox)', () => {
  it('graphinstruct: the question is read from the file, the graph stays out of the prompts', async () => {
    const model = scriptedModel(conversation("answer = shortestPathLength(G, '0', '11');"));
    const { solution } = await runAsk(
      undefined,
      { graph: example('graphinstruct', 'shortest-path.txt') },
      {
        runtime: createLlmRuntime({ model }),
      },
    );
    expect(solution.answer).toBe(15); // NetworkX: shortest_path_length(G, 0, 11, weight='weight')
    expect(solution.question.endsWith('Give the weight of the shortest path from node 0 to node 11.')).toBe(
      true,
    );
    for (const p of model.prompts) expect(p).not.toContain('(0,1,4)');
  });

  it('road-network: a weighted edge list with a question', async () => {
    const model = scriptedModel(conversation("answer = shortestPathLength(G, '0', '19');"));
    const { solution } = await runAsk(
      'What is the shortest driving distance from junction 0 to junction 19?',
      { graph: example('road-network', 'roads.edgelist') },
      { runtime: createLlmRuntime({ model }) },
    );
    expect(solution.answer).toBeCloseTo(13.8, 6); // NetworkX on the same file
  });

  it('supply-chain: labels and properties from the CSV directory', async () => {
    const code = "answer = G.filterNodes((n, a) => (a.labels || []).includes('Supplier')).length;";
    const model = scriptedModel(conversation(code));
    const { solution } = await runAsk(
      'How many suppliers are there?',
      { graph: example('supply-chain') },
      {
        runtime: createLlmRuntime({ model }),
      },
    );
    expect(solution.answer).toBe(6); // the example's README: 6 suppliers
    expect(model.prompts.find((p) => p.includes('for any graph'))).toMatch(/:Supplier \(6\)/);
  });

  it('replays an example cassette when no model is configured', async () => {
    const examples = join(tmp, 'examples');
    // Only the graph: the example's committed cassettes (a real model's) must not mix with this one.
    mkdirSync(join(examples, 'graphinstruct'), { recursive: true });
    cpSync(
      example('graphinstruct', 'shortest-path.txt'),
      join(examples, 'graphinstruct', 'shortest-path.txt'),
    );
    const graph = join(examples, 'graphinstruct', 'shortest-path.txt');
    const cassettes = join(examples, 'graphinstruct', 'cassettes');
    const model = scriptedModel(conversation("answer = shortestPathLength(G, '0', '11');"));
    const recorder = createLlmRuntime({ model, cassette: { dir: cassettes, mode: 'record' } });
    await runAsk(undefined, { graph }, { runtime: recorder });

    const replayed = await runAsk(undefined, { graph }, { env: {}, cwd: tmp, examplesDir: examples });
    expect(replayed.replay?.example).toBe('graphinstruct');
    expect(replayed.solution.answer).toBe(15);
    const err: string[] = [];
    const out: string[] = [];
    expect(printAsk(replayed, {}, { out: (t) => out.push(t), err: (t) => err.push(t) })).toBe(0);
    expect(err.join('\n')).toMatch(/replaying the recorded answers of the bundled example "graphinstruct"/);
    expect(out).toEqual(['Here is the answer.']);
  });
});

/**
 * The README's quick-start questions, replayed offline from the cassettes committed beside each
 * example (recorded from a real model through shared/tools/llm-bridge). A change to any prompt,
 * the schema text or the algorithm index makes these replays miss: re-record the examples then.
 * Expected answers were computed independently with NetworkX on the same files.
 */
describe('grraf ask replays the committed example recordings with no model configured', () => {
  const noModel = { env: {}, cwd: tmp };
  const cases: [string, string | undefined, string[], unknown][] = [
    [
      'road-network',
      'What is the shortest distance from junction 0 to junction 19?',
      ['roads.edgelist'],
      13.8,
    ],
    ['graphinstruct', undefined, ['shortest-path.txt'], 15],
    [
      'supply-chain',
      'Which stores can receive goods that start at the supplier Nordic Steel?',
      [],
      // Stores Berlin Mitte, Prague, Krakow, Brussels, Cologne, Stuttgart, Vienna and Warsaw, by id.
      ['R1', 'R3', 'R5', 'R6', 'R7', 'R8', 'R9', 'R12'],
    ],
  ];
  for (const [name, question, file, expected] of cases) {
    it(`${name}: the recorded question replays to the right answer`, async () => {
      const { solution, replay } = await runAsk(question, { graph: example(name, ...file) }, noModel);
      expect(replay?.example).toBe(name);
      expect(replay?.recordedWith).toMatch(/llm-bridge/);
      expect(solution.error).toBeUndefined();
      expect(solution.answer).toEqual(expected);
    });
  }
});

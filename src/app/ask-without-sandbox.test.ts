/**
 * When the native module isolated-vm cannot load (no prebuilt binary and no C++ toolchain), a
 * question whose program is JavaScript ends as "could not compute" with a 'config' error saying
 * how to fix it — never a guessed answer — and methods that run no JavaScript still answer.
 */
import { describe, expect, it, vi } from 'vitest';
import { scriptedModel } from '../llm/test-support/index.js';
import { ask } from './ask.js';

vi.mock('isolated-vm', () => {
  throw new Error("Cannot find module 'isolated-vm'");
});

const F = '```';
const QUESTION = 'Is there a path between node 0 and node 2?';
const GRAPH = { text: '0 1\n1 2\n3 4\n', format: 'edgelist' as const };

describe('ask without the JavaScript sandbox', () => {
  it('a JavaScript program: could not compute, with the fix, and no fallback guess', async () => {
    const model = scriptedModel([
      {
        match: /program that answers the question for any graph/,
        text: `QUESTION: ${QUESTION}\nANSWER FORMAT: yes or no\nASSUMPTION: none\n${F}js\nanswer = hasPath(G, '0', '2');\n${F}`,
      },
    ]);
    const { solution } = await ask({ question: QUESTION, graph: GRAPH, model, options: { phrase: false } });
    expect(solution.outcome).toBe('could-not-compute');
    expect(solution.error).toMatchObject({ code: 'config' });
    expect(solution.error?.message).toMatch(
      /needs the native module isolated-vm, which did not load.*npm ci/,
    );
    // Only the compile call: no repair round and no direct-answer fallback on a broken install.
    expect(model.prompts).toHaveLength(1);
  });

  it('a method without programs still answers', async () => {
    const model = scriptedModel([{ text: 'They are connected.\nANSWER: yes' }]);
    const { solution } = await ask({
      question: QUESTION,
      graph: GRAPH,
      model,
      method: 'direct',
      options: { phrase: false },
    });
    expect([solution.outcome, solution.answer]).toEqual(['answered', 'yes']);
  });
});

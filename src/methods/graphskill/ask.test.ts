/**
 * `grraf ask --method graphskill` answers one question from the test double's recorded cassette
 * (no model, nothing listening) and its --trace shows the retrieved documents and the test cases.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { askFromFlags, printAsk } from '../../cli/commands/ask.js';
import { DOUBLE_ASK, DOUBLE_MODEL } from './test-support/double-runs.js';

describe('grraf ask --method graphskill', () => {
  it('answers from the recorded cassette and traces retrieval and tests', async () => {
    const flags = {
      graph: DOUBLE_ASK.graphFile,
      method: 'graphskill',
      model: DOUBLE_MODEL,
      baseUrl: 'http://127.0.0.1:9/v1',
      cassette: join(DOUBLE_ASK.dir, 'cassette'),
      cassetteMode: 'replay',
      trace: true,
    };
    const result = await askFromFlags(DOUBLE_ASK.question, flags, { env: {} });
    const out: string[] = [];
    const code = printAsk(result, flags, { out: (t) => out.push(t), err: (t) => out.push(t) });
    expect(code).toBe(0);
    expect(result.solution.answer).toBe(3);
    const text = out.join('\n');
    expect(text).toMatch(/\] retrieval retrieval · hierarchical-compact · 1 documents/);
    expect(text).toMatch(/documents:\n\s+numberConnectedComponents/);
    expect(text).toMatch(/\] llm tests · openai-compatible:graphskill-test-double/);
    expect(text).toMatch(/\] tests\n\s+8 usable test cases \(answer: an integer\)\n\s+case 1: nodes \[/);
    expect(text).toMatch(/\] test-run · version 2 passed 8 of 8 test cases/);
    expect(text).toMatch(/graphskill · answered · path debugged/);
    expect(out.at(-1)).toBe('The answer is 3.');
  });
});

import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../graph/stores/index.js';
import { directQuestion, parseAnswerValue, parseDirectAnswer, serializeGraph } from './fallback.js';
import type { GraphInput } from './graph-input.js';
import { normalizeAnswer } from './program-loop.js';
import { formatDuration } from './program-prompts.js';
import { promptPlaceholders, renderPrompt } from './prompts.js';
import { parseRefinement } from './refine.js';
import { pathGraph } from './test-support/graphs.js';

describe('parseRefinement', () => {
  it('reads the three labeled lines, also in markdown bold', () => {
    const r = parseRefinement(
      '**QUESTION:** Is there a cycle?\n**ANSWER FORMAT:** yes or no\n**ASSUMPTION:** cycles ignore edge direction',
      'orig',
    );
    expect(r).toEqual({
      refined: 'Is there a cycle?',
      answerFormat: 'yes or no',
      assumption: 'cycles ignore edge direction',
    });
  });

  it('treats "none" as no assumption and falls back to the original question', () => {
    expect(parseRefinement('ASSUMPTION: None.', 'orig')).toEqual({
      refined: 'orig',
      answerFormat: 'as the question asks',
    });
  });
});

describe('fallback helpers', () => {
  it('reads the ANSWER line, else the text after ###, else the last line', () => {
    expect(parseDirectAnswer('Reasoning...\nANSWER: [0, 3, 2]<|im_end|>')).toEqual([0, 3, 2]);
    expect(parseDirectAnswer('so ### Yes')).toBe('Yes');
    expect(parseDirectAnswer('Let me think.\n42')).toBe(42);
    expect(parseDirectAnswer('   ')).toBeUndefined();
  });

  it('types answer values', () => {
    expect(parseAnswerValue(' 12. ')).toBe(12);
    expect(parseAnswerValue('**true**')).toBe(true);
    expect(parseAnswerValue("['a', 'b']")).toBe("['a', 'b']");
    expect(parseAnswerValue('No')).toBe('No');
  });

  it('serializes a graph compactly, GraphInstruct style', () => {
    const g = pathGraph(3, true);
    expect(serializeGraph(g)).toBe('directed graph, nodes 0, 1, 2; edges (0->1,1) (1->2,1)');
  });

  it('checks the budget from the store schema before exporting a large store', async () => {
    const store = new MemoryStore();
    await store.load(pathGraph(2000));
    let exported = false;
    const spy = Object.assign(Object.create(store), {
      export: () => {
        exported = true;
        return store.export();
      },
    });
    const input: GraphInput = {
      question: 'q',
      original: 'q',
      source: 'store',
      store: spy,
      params: {},
      warnings: [],
    };
    const refused = await directQuestion(input, 1000);
    expect(refused).toMatchObject({ ok: false, reason: expect.stringMatching(/too large.*budget 1000/) });
    expect(exported).toBe(false);
    expect(typeof (await directQuestion(input, 100_000))).toBe('string');
    expect(exported).toBe(true);
  });
});

describe('program helpers', () => {
  it('unwraps a single-row, single-column Cypher answer', () => {
    expect(normalizeAnswer([{ answer: 3 }])).toBe(3);
    expect(normalizeAnswer([{ a: 1 }, { a: 2 }])).toEqual([{ a: 1 }, { a: 2 }]);
    expect(normalizeAnswer(undefined)).toBeUndefined();
    expect(normalizeAnswer(null)).toBeNull();
  });

  it('formats time limits for the time-out prompt', () => {
    expect(formatDuration(300_000)).toBe('5 minutes');
    expect(formatDuration(60_000)).toBe('1 minute');
    expect(formatDuration(1500)).toBe('1.5 seconds');
    expect(formatDuration(200)).toBe('200 ms');
  });
});

describe('prompt templates', () => {
  it('every template renders with its own placeholders and fails loudly on a missing one', () => {
    for (const name of ['refine', 'code', 'repair-error', 'repair-timeout', 'fallback', 'phrase'] as const) {
      const keys = promptPlaceholders(name);
      const text = renderPrompt(name, Object.fromEntries(keys.map((k) => [k, `<${k}>`])));
      expect(text).not.toMatch(/\{\{/);
      if (keys.length > 0) expect(() => renderPrompt(name, {})).toThrow(/needs a value/);
    }
  });

  it('program prompts ask for one fenced block and the `answer` variable', () => {
    expect(renderPrompt('code', Object.fromEntries(promptPlaceholders('code').map((k) => [k, 'x'])))).toMatch(
      /one fenced code block/,
    );
    expect(renderPrompt('lang-js', { graphs: 'G', api_index: '' })).toMatch(/variable `answer`/);
    expect(renderPrompt('lang-python', { graphs: 'G' })).toMatch(/variable `answer`/);
  });
});

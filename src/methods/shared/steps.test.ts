import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../graph/stores/index.js';
import { pathGraph } from '../test-support/graphs.js';
import { normalizeAnswer, parseAnswerValue, parseDirectAnswer } from './answer.js';
import type { GraphInput } from './graph-input.js';
import { questionWithGraph, serializeGraph } from './graph-text.js';
import { hintsBlock } from './hints.js';
import { describeTimeLimit } from './program-prompts.js';
import { sharedPrompts } from './prompts.js';

describe('answers', () => {
  it('reads the ANSWER line, else the text after ###, else the last line', () => {
    expect(parseDirectAnswer('Reasoning...\nANSWER: [0, 3, 2]<|im_end|>')).toEqual([0, 3, 2]);
    expect(parseDirectAnswer('so ### Yes')).toBe('Yes');
    expect(parseDirectAnswer('Let me think.\n42')).toBe(42);
    expect(parseDirectAnswer('   ')).toBeUndefined();
    // When the prompt asked for an ANSWER: line, a reply without one (e.g. cut off mid-sentence) has no answer.
    expect(parseDirectAnswer('Let me think.\n42', { taggedOnly: true })).toBeUndefined();
    expect(parseDirectAnswer('so ### Yes', { taggedOnly: true })).toBeUndefined();
    expect(parseDirectAnswer('Reasoning...\nANSWER: 7', { taggedOnly: true })).toBe(7);
  });

  it('types answer values', () => {
    expect(parseAnswerValue(' 12. ')).toBe(12);
    expect(parseAnswerValue('**true**')).toBe(true);
    expect(parseAnswerValue("['a', 'b']")).toBe("['a', 'b']");
    expect(parseAnswerValue('No')).toBe('No');
  });

  it('unwraps a single-row, single-column Cypher answer', () => {
    expect(normalizeAnswer([{ answer: 3 }])).toBe(3);
    expect(normalizeAnswer([{ a: 1 }, { a: 2 }])).toEqual([{ a: 1 }, { a: 2 }]);
    // One `answer` column over several rows: the list of the values, in row order.
    expect(normalizeAnswer([{ answer: 3 }, { answer: 0 }, { answer: 1 }])).toEqual([3, 0, 1]);
    expect(normalizeAnswer(undefined)).toBeUndefined();
    expect(normalizeAnswer(null)).toBeNull();
  });
});

describe('the graph as text', () => {
  it('serializes a plain graph compactly, GraphInstruct style', () => {
    expect(serializeGraph(pathGraph(3, true))).toBe('directed graph, nodes 0, 1, 2; edges (0->1,1) (1->2,1)');
  });

  it('serializes a property graph with its labels, types and properties', () => {
    const text = serializeGraph({
      directed: true,
      nodes: [
        { id: 'a', labels: ['Cevaz'], properties: { key: 'k1', tanu: 'lopa' } },
        { id: 'b', labels: ['Egodpw'], properties: {} },
      ],
      edges: [{ source: 'a', target: 'b', type: 'EPUQOSS', properties: { ukog: 2.5 } }],
    });
    expect(text.split('\n')).toEqual([
      'directed graph, 2 nodes, 1 edges',
      'nodes:',
      'a :Cevaz {"key":"k1","tanu":"lopa"}',
      'b :Egodpw',
      'edges:',
      'a -[:EPUQOSS {"ukog":2.5}]-> b',
    ]);
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
      hints: [],
      warnings: [],
    };
    const refused = await questionWithGraph(input, 1000);
    expect(refused).toMatchObject({ ok: false, reason: expect.stringMatching(/too large.*budget 1000/) });
    expect(exported).toBe(false);
    expect((await questionWithGraph(input, 100_000)).ok).toBe(true);
    expect(exported).toBe(true);
  });

  it("uses the task's own drawing of the graph when it has one", async () => {
    const input: GraphInput = {
      question: 'q',
      original: 'q',
      source: 'graph',
      graph: pathGraph(2),
      params: {},
      hints: [],
      warnings: [],
    };
    expect(await questionWithGraph(input, 1000, '#S.#\n#..G')).toEqual({ ok: true, text: 'q\n\n#S.#\n#..G' });
  });
});

describe('prompt helpers', () => {
  it('formats time limits for the time-out prompt', () => {
    expect(describeTimeLimit(300_000)).toBe('5 minutes');
    expect(describeTimeLimit(60_000)).toBe('1 minute');
    expect(describeTimeLimit(1500)).toBe('1.5 seconds');
    expect(describeTimeLimit(200)).toBe('200 ms');
  });

  it('renders hints as a notes block, and nothing without hints', () => {
    expect(hintsBlock([])).toBe('');
    expect(hintsBlock(['a', 'b'])).toBe('\nNotes from the asker (follow them):\n- a\n- b\n');
  });

  it('every shared template renders with its own placeholders and fails loudly on a missing one', () => {
    for (const name of [
      'repair-error',
      'repair-timeout',
      'no-code',
      'phrase',
      'lang-js',
      'lang-python',
    ] as const) {
      const keys = sharedPrompts.placeholders(name);
      const text = sharedPrompts.render(name, Object.fromEntries(keys.map((k) => [k, `<${k}>`])));
      expect(text).not.toMatch(/\{\{/);
      if (keys.length > 0) expect(() => sharedPrompts.render(name, {})).toThrow(/needs a value/);
    }
    expect(sharedPrompts.render('lang-js', { graphs: 'G', api_index: '' })).toMatch(/variable `answer`/);
    expect(sharedPrompts.render('lang-python', { graphs: 'G' })).toMatch(/variable `answer`/);
  });
});

import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../graph/schema-builder.js';
import { Trace } from '../../trace/trace.js';
import { pathGraph } from '../test-support/graphs.js';
import { memoryProgramCache } from './index.js';
import { keepReusable, lookupReuse, releaseReuse } from './program-reuse.js';

const schema = buildSchema(pathGraph(3));
const scopeOf = (params: Record<string, number>) => ({
  method: 'test',
  language: 'js' as const,
  schema,
  hints: [],
  params,
});
const instance = { nodeCount: 3, edgeCount: 2 };

describe('program reuse', () => {
  it('keeps a program that reads its inputs, with the texts in placeholders, and finds it for the next question', async () => {
    const cache = memoryProgramCache();
    const first = await lookupReuse(cache, scopeOf({ source: 0 }), 'Degree of node 0?', new Trace());
    expect(first.found.hit).toBe(false);
    const kept = await keepReusable(
      first,
      { code: 'answer = G.degree(String(params.source));', language: 'js', params: { source: 0 }, instance },
      { question: 'Degree of node 0?', refined: 'The degree of node 0', answerFormat: 'a number' },
    );
    releaseReuse(first);
    expect(kept).toMatchObject({
      stored: { pattern: 'Degree of node {source}?', refined: 'The degree of node {source}' },
    });
    const next = await lookupReuse(cache, scopeOf({ source: 2 }), 'Degree of node 2?', new Trace());
    expect(next.found).toMatchObject({ hit: true, params: { source: 2 } });
  });

  it('refuses a program that writes the input into its code, and stores nothing', async () => {
    const cache = memoryProgramCache();
    const first = await lookupReuse(cache, scopeOf({ source: 7 }), 'Degree of node 7?', new Trace());
    const kept = await keepReusable(
      first,
      { code: 'answer = G.degree("7");', language: 'js', params: { source: 7 }, instance },
      { question: 'Degree of node 7?', answerFormat: 'a number' },
    );
    releaseReuse(first);
    expect(kept).toEqual({ refused: expect.stringContaining('source') });
    const next = await lookupReuse(cache, scopeOf({ source: 1 }), 'Degree of node 1?', new Trace());
    expect(next.found.hit).toBe(false);
    releaseReuse(next);
  });
});

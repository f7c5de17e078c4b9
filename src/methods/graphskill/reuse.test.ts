import { describe, expect, it } from 'vitest';
import { memoryProgramReuse, questionPattern, taskKey, type ValidatedProgram } from './reuse.js';

const program = (code: string): ValidatedProgram => ({
  language: 'js',
  code,
  retrieval: { retriever: 'none', tree: 'none', documents: [], documentCount: 0 },
  tests: { usable: 0, dropped: 0, passed: 0, total: 0 },
  debugRounds: 0,
  origin: 'q',
});

describe('questionPattern', () => {
  it('replaces the last occurrence of each input, so a definition’s digits stay', () => {
    const q = 'C(v) = 2E_v / (k_v (k_v − 1)) if k_v ≥ 2.\n\nTask Parameters:\n  k = 2';
    expect(questionPattern(q, { k: 2 })).toBe(
      'C(v) = 2E_v / (k_v (k_v − 1)) if k_v ≥ 2. Task Parameters: k = {k}',
    );
    expect(questionPattern(q, { k: 2 })).toBe(questionPattern(q.replace(/k = 2$/, 'k = 3'), { k: 3 }));
  });

  it('names equal inputs by their place and never matches inside a longer token', () => {
    expect(questionPattern('Is there a path from node 3 to node 3?', { source: 3, target: 3 })).toBe(
      'Is there a path from node {source} to node {target}?',
    );
    expect(questionPattern('Degree of node 4 in G14?', { node: 4 })).toBe('Degree of node {node} in G14?');
  });
});

describe('taskKey', () => {
  const base = {
    settings: { retrieval: 'hierarchical' },
    shape: { directed: true, weighted: true },
    hints: [],
    question: 'Max flow from 1 to 7?',
    params: { source: 1, target: 7 },
  };
  it('is the same for another instance of the task and differs for another task, graph kind or setting', () => {
    const key = taskKey(base);
    expect(taskKey({ ...base, question: 'Max flow from 5 to 2?', params: { source: 5, target: 2 } })).toBe(
      key,
    );
    expect(taskKey({ ...base, question: 'Min cut from 1 to 7?' })).not.toBe(key);
    expect(taskKey({ ...base, shape: { directed: false, weighted: true } })).not.toBe(key);
    expect(taskKey({ ...base, settings: { retrieval: 'tfidf' } })).not.toBe(key);
    expect(taskKey({ ...base, hints: ['capacities are weights'] })).not.toBe(key);
  });
});

describe('memoryProgramReuse', () => {
  it('lets the first lookup claim a task and the others wait for what it stores', async () => {
    const reuse = memoryProgramReuse();
    const first = await reuse.lookup('k');
    const second = reuse.lookup('k');
    let settled = false;
    void second.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    if (first.hit) throw new Error('the first lookup must claim');
    first.store(program('answer = 1;'));
    first.release();
    expect(await second).toEqual({ hit: true, program: program('answer = 1;') });
  });

  it('hands the claim on when the first question stored nothing, and forgets on request', async () => {
    const reuse = memoryProgramReuse();
    const first = await reuse.lookup('k');
    const second = reuse.lookup('k');
    if (first.hit) throw new Error('the first lookup must claim');
    first.release();
    const next = await second;
    expect(next.hit).toBe(false);
    if (next.hit) return;
    next.store(program('answer = 2;'));
    next.release();
    expect((await reuse.lookup('k')).hit).toBe(true);
    reuse.forget('k');
    expect((await reuse.lookup('k')).hit).toBe(false);
  });
});

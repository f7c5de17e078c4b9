import { describe, expect, it } from 'vitest';
import { cleanReply, fencedBlocks, jsonValues } from './reply-text.js';

const F = '```';

describe('cleanReply', () => {
  it('drops leaked chat-template tokens and reasoning sections', () => {
    expect(cleanReply('ok<|eot_id|></s>')).toBe('ok');
    expect(cleanReply('<think>maybe 3</think> 4')).toBe('4');
    expect(cleanReply('<think>never closed, then 5')).toBe('never closed, then 5');
  });
});

describe('fencedBlocks', () => {
  it('reads tags and bodies in order, and an unterminated last block', () => {
    expect(fencedBlocks(`a\n${F}py\nx\n${F}\nb\n${F}\ny\n${F}`)).toEqual([
      { tag: 'py', body: 'x' },
      { tag: '', body: 'y' },
    ]);
    expect(fencedBlocks(`${F}json\n[1]`)).toEqual([{ tag: 'json', body: '[1]' }]);
  });
});

describe('jsonValues', () => {
  it('lists the whole reply first, then fenced blocks, then spans among prose, each group last first', () => {
    expect([...jsonValues('[1]')]).toEqual([[1], [1]]);
    const reply = `First {"a": 1}.\n${F}json\n[2]\n${F}\nthen [3] and {"b": 4}`;
    expect([...jsonValues(reply)]).toEqual([[2], { b: 4 }, [3], [2], { a: 1 }]);
  });

  it('skips bracketed prose and looks inside it, and reads trailing commas', () => {
    expect([...jsonValues('see [note] then {"a": 1} and [2, 3,]')]).toEqual([[2, 3], { a: 1 }]);
    expect([...jsonValues('[the ids are [4, 5]]')]).toEqual([[4, 5]]);
  });

  it('ignores reasoning sections and finds nothing in prose or blank text', () => {
    expect([...jsonValues('<think>[9]</think> none of them')]).toEqual([]);
    expect([...jsonValues('   ')]).toEqual([]);
  });
});

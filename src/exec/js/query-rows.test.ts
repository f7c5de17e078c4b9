import { describe, expect, it } from 'vitest';
import { boundedJson, programValue } from './query-rows.js';

describe('query rows as programs see them', () => {
  it('gives nodes and relationships of either store one shape, inside lists and maps too', () => {
    const neo4jNode = { _labels: ['Person'], id: 1, name: 'Ada' };
    const embeddedNode = { id: 1, _labels: ['Person'], _label: 'Person', name: 'Ada' };
    const node = { id: 1, labels: ['Person'], properties: { name: 'Ada' } };
    expect(programValue(neo4jNode)).toEqual(node);
    expect(programValue(embeddedNode)).toEqual(node);
    expect(programValue({ _type: 'KNOWS', since: 2020 })).toEqual({
      type: 'KNOWS',
      properties: { since: 2020 },
    });
    expect(programValue({ _label: 'KNOWS', since: 2020 })).toEqual({
      type: 'KNOWS',
      properties: { since: 2020 },
    });
    expect(programValue({ p: [neo4jNode], n: 3, m: { x: null } })).toEqual({
      p: [node],
      n: 3,
      m: { x: null },
    });
  });

  it('builds the JSON only while it stays under the bound', () => {
    expect(boundedJson([{ a: 1 }, 2], 100)).toBe('[{"a":1},2]');
    expect(boundedJson([{ a: 1 }, 2], 11)).toBe('[{"a":1},2]');
    expect(boundedJson([{ a: 1 }, 2], 10)).toBeUndefined();
    expect(boundedJson([], 2)).toBe('[]');
  });
});

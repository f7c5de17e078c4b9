import { describe, expect, it } from 'vitest';
import { isGrrafError } from '../../../errors.js';
import { type GraphNode, type NodeId, nodeKey } from '../../model.js';
import { indexNodes } from './node-index.js';

const nodes = (ids: NodeId[]): GraphNode[] => ids.map((id) => ({ id, labels: [], properties: {} }));

/** What nodeKey equality says the position of `id` is: the reference the fast tables must match. */
function byKey(ids: NodeId[], id: NodeId): number | undefined {
  const i = ids.findIndex((x) => nodeKey(x) === nodeKey(id));
  return i === -1 ? undefined : i;
}

describe('indexNodes', () => {
  const cases: [string, NodeId[]][] = [
    ['dense integers', [3, 0, 2, 7]],
    ['sparse and negative integers', [5, -4, 2 ** 40, 9_007_199_254_740_991]],
    ['strings and numbers', ['a', 5, '6', 1.5]],
  ];
  const probes: NodeId[] = [
    0,
    2,
    3,
    7,
    8,
    -4,
    5,
    6,
    1.5,
    '1.5',
    '3',
    '03',
    '-4',
    ' 5',
    '',
    'a',
    2 ** 40,
    '9007199254740991',
    -1,
  ];
  it.each(cases)('%s: every probe finds what nodeKey equality finds', (_, ids) => {
    const index = indexNodes(nodes(ids));
    for (const p of probes) expect([p, index.get(p)]).toEqual([p, byKey(ids, p)]);
  });

  it.each([
    ['dense', [1, 2, 1]],
    ['sparse', [2 ** 40, 3, 2 ** 40]],
    ['keys', ['a', 5, '5']],
  ] as [string, NodeId[]][])('%s: a repeated id names the second one', (_, ids) => {
    let error: unknown;
    try {
      indexNodes(nodes(ids));
    } catch (e) {
      error = e;
    }
    expect(isGrrafError(error, 'validation') && error.location.field).toBe('nodes[2].id');
  });
});

import { describe, expect, it } from 'vitest';
import { parseSelection, type SelectionCandidate } from './selection-parse.js';

const candidates: SelectionCandidate[] = [
  { key: 1, id: 'Flows', name: 'Flows', label: 'Flows' },
  {
    key: 2,
    id: 'Flows/Maximum Flow/maximum_flow',
    name: 'maximum_flow',
    label: 'Flows / Maximum Flow / maximum_flow',
  },
  {
    key: 3,
    id: 'cluster/clustering',
    name: 'clustering',
    label: 'cluster / clustering',
    qualifiedName: 'networkx.clustering',
  },
  {
    key: 4,
    id: 'bipartite/cluster/clustering',
    name: 'clustering',
    label: 'bipartite / cluster / clustering',
  },
  { key: 5, id: 'Shortest Paths', name: 'Shortest Paths', label: 'Shortest Paths' },
];

const parse = (answer: string) => parseSelection(answer, candidates);

describe('parseSelection', () => {
  it('reads a JSON array of numbers, as the prompts ask', () => {
    expect(parse('[2, 5]')).toEqual({ keys: [2, 5], unknown: [], understood: true });
    expect(parse('[]')).toEqual({ keys: [], unknown: [], understood: true });
  });

  it('reads JSON inside fences, after reasoning, and the last array when several appear', () => {
    expect(parse('Sure.\n```json\n[1, 5]\n```').keys).toEqual([1, 5]);
    expect(parse('For example [2, 3] would mean flow. My answer: [5]').keys).toEqual([5]);
    expect(parse('<think>maybe [1, 2, 3]</think>\n[2]').keys).toEqual([2]);
  });

  it('reads objects: a list under any key, and entries as objects', () => {
    expect(parse('{"selected": [2, "5"]}').keys).toEqual([2, 5]);
    expect(parse('[{"id": 2, "reason": "max flow"}, {"name": "Shortest Paths"}]').keys).toEqual([2, 5]);
  });

  it('accepts ids, paths, names and call names instead of numbers', () => {
    expect(parse('["Flows/Maximum Flow/maximum_flow", "shortest paths"]').keys).toEqual([2, 5]);
    expect(parse('["Flows > Maximum Flow > maximum_flow"]').keys).toEqual([2]);
    expect(parse('["networkx.clustering"]').keys).toEqual([3]);
    expect(parse('["nx.maximum_flow()"]').keys).toEqual([2]);
  });

  it('selects every entry a shared name could mean, unless the path tells them apart', () => {
    expect(parse('["clustering"]').keys).toEqual([3, 4]);
    expect(parse('["bipartite / cluster / clustering"]').keys).toEqual([4]);
  });

  it('reads lines and comma lists with list markers and echoed entries', () => {
    expect(parse('2, 5').keys).toEqual([2, 5]);
    expect(parse('- maximum_flow\n- `Shortest Paths`').keys).toEqual([2, 5]);
    expect(parse('[2] Flows / Maximum Flow / maximum_flow: Find a flow.\n[5] Shortest Paths').keys).toEqual([
      2, 5,
    ]);
    // a numbered list of names: the name wins over the list's own numbering
    expect(parse('1. Shortest Paths\n2. Flows').keys).toEqual([5, 1]);
  });

  it('ignores and reports entries that do not exist', () => {
    expect(parse('[2, 42, "max_flow_fast"]')).toEqual({
      keys: [2],
      unknown: ['#42', 'max_flow_fast'],
      understood: true,
    });
    expect(parse('maximum_flow\nmin_cut_value')).toEqual({
      keys: [2],
      unknown: ['min_cut_value'],
      understood: true,
    });
  });

  it('treats an explicit none as an empty selection, and prose as nothing understood', () => {
    expect(parse('None.')).toEqual({ keys: [], unknown: [], understood: true });
    expect(parse('I am not sure which of these would help with the task at hand.')).toEqual({
      keys: [],
      unknown: [],
      understood: false,
    });
    expect(parse('')).toMatchObject({ keys: [], understood: false });
    // a sentence with commas is not a list of names
    expect(parse('Hmm, these look related, but I cannot tell which ones the task needs.')).toEqual({
      keys: [],
      unknown: [],
      understood: false,
    });
  });

  it('keeps each key once, in the order given', () => {
    expect(parse('[5, 2, 5, "maximum_flow"]').keys).toEqual([5, 2]);
  });
});

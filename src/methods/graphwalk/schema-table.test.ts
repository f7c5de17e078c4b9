import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../../graph/stores/memory/index.js';
import { schemaTable } from './schema-table.js';

describe('the schema table (GraphWalk appendix B.1)', () => {
  it('has a row per label and property (id first) and per relationship pattern and property', async () => {
    const store = new MemoryStore();
    await store.load({
      directed: true,
      nodes: [
        { id: 'c1', labels: ['Cevaz'], properties: { key: 'c1', tanu: 'a' } },
        { id: 'e1', labels: ['Egodpw'], properties: { key: 'e1' } },
      ],
      edges: [
        { source: 'c1', target: 'e1', type: 'EPUQOSS', properties: { ukog: 1.5 } },
        { source: 'c1', target: 'c1', type: 'LAJOZOS', properties: {} },
      ],
    });
    const lines = schemaTable(await store.schema()).split('\n');
    expect(lines).toEqual([
      'Directed graph: 2 nodes, 2 relationships.',
      '# | Entity Type | Entity Name | Cypher Pattern | Property | Example Values',
      '0 | Node | Cevaz | (:Cevaz) | id | ',
      '1 | Node | Cevaz | (:Cevaz) | key | c1',
      '2 | Node | Cevaz | (:Cevaz) | tanu | a',
      '3 | Node | Egodpw | (:Egodpw) | id | ',
      '4 | Node | Egodpw | (:Egodpw) | key | e1',
      '5 | Relationship | EPUQOSS | (:Cevaz)-[:EPUQOSS]->(:Egodpw) | ukog | 1.5',
      '6 | Relationship | LAJOZOS | (:Cevaz)-[:LAJOZOS]->(:Cevaz) |  | ',
    ]);
  });

  it('marks a value list that may go on with "..."', async () => {
    const store = new MemoryStore();
    await store.load({
      directed: false,
      nodes: ['a', 'b', 'c', 'd'].map((id) => ({ id, labels: ['T'], properties: { v: id } })),
      edges: [{ source: 'a', target: 'b', type: 'R', properties: {} }],
    });
    const table = schemaTable(await store.schema());
    expect(table).toContain('| T | (:T) | v | a, b, c, ...');
    expect(table).toContain('(:T)-[:R]-(:T)');
  });
});

import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { thrownGrrafError } from '../test-support/fixtures.js';
import { parseCsv, parseCsvPair, readGraphFiles, writeCsv, writeCsvFiles } from './csv.js';

const EXAMPLE = fileURLToPath(new URL('../../../examples/supply-chain/', import.meta.url));

const NODES =
  'id:ID,:LABEL,name,age:int,score:float,active:boolean,tags:string[]\n1,Person;Admin,Ann,31,2.5,true,a;b\n2,Person,"Bo, Jr",,,false,\n';
const EDGES = ':START_ID,:END_ID,:TYPE,weight,since:int\n1,2,KNOWS,3.5,2020\n';

describe('CSV (Neo4j import headers)', () => {
  it('reads typed node properties, labels and edges', () => {
    const p = parseCsvPair({ nodes: NODES, edges: EDGES });
    expect(p.graph.directed).toBe(true);
    expect(p.graph.nodes[0]).toEqual({
      id: '1',
      labels: ['Person', 'Admin'],
      properties: { id: '1', name: 'Ann', age: 31, score: 2.5, active: true, tags: ['a', 'b'] },
    });
    expect(p.graph.nodes[1]?.properties).toEqual({ id: '2', name: 'Bo, Jr', active: false });
    expect(p.graph.edges).toEqual([
      { source: '1', target: '2', type: 'KNOWS', weight: 3.5, properties: { since: 2020 } },
    ]);
  });

  it('reads a single edges-only file with plain headers, undirected when told', () => {
    const p = parseCsv('source,target,weight\na,b,1\nb,c,2\n', { directed: false });
    expect(p.graph.directed).toBe(false);
    expect(p.graph.nodes.map((n) => n.id)).toEqual(['a', 'b', 'c']);
    expect(p.graph.edges.map((e) => e.weight)).toEqual([1, 2]);
  });

  it('names file, line, column and field of bad values', () => {
    const bad = thrownGrrafError(() =>
      parseCsvPair({ nodes: NODES.replace('31', 'old'), nodesFile: 'n.csv' }),
    );
    expect(bad).toMatchObject({
      code: 'validation',
      location: { file: 'n.csv', line: 2, column: 4, field: 'age' },
    });
    const weight = thrownGrrafError(() => parseCsv(':START_ID,:END_ID,weight\n1,2,x\n', { file: 'e.csv' }));
    expect(weight.location).toMatchObject({ file: 'e.csv', line: 2, column: 3, field: 'weight' });
    const dangling = thrownGrrafError(() =>
      parseCsvPair({ nodes: NODES, edges: ':START_ID,:END_ID\n1,9\n', edgesFile: 'e.csv' }),
    );
    expect(dangling).toMatchObject({ code: 'validation', location: { file: 'e.csv', line: 2 } });
    const dup = thrownGrrafError(() => parseCsvPair({ nodes: `${NODES}1,X,Y,,,,\n`, nodesFile: 'n.csv' }));
    expect(dup.location).toMatchObject({ file: 'n.csv', line: 4 });
    expect(thrownGrrafError(() => parseCsv('a,b\n1,2,3\n')).location.line).toBe(2);
    expect(thrownGrrafError(() => parseCsv('x:int,y\n1,2\n')).message).toMatch(/:ID/);
    expect(thrownGrrafError(() => parseCsv('a:weird,b\n')).location.field).toBe('a:weird');
  });

  it('reads the bundled supply-chain example from its two files', async () => {
    const p = await readGraphFiles({ nodes: `${EXAMPLE}nodes.csv`, edges: `${EXAMPLE}edges.csv` });
    const labels = new Set(p.graph.nodes.flatMap((n) => n.labels));
    expect([...labels].sort()).toEqual(['Facility', 'Plant', 'Store', 'Supplier', 'Warehouse']);
    expect(new Set(p.graph.edges.map((e) => e.type))).toEqual(new Set(['SUPPLIES', 'SHIPS_TO']));
    expect(p.graph.edges.every((e) => typeof e.weight === 'number')).toBe(true);
    expect(p.graph.nodes.length).toBeGreaterThanOrEqual(20);
    expect(p.warnings).toEqual([]);
  });

  it('round-trips through the two-file writer', async () => {
    const g = parseCsvPair({ nodes: NODES, edges: EDGES }).graph;
    const files = writeCsvFiles(g);
    expect(parseCsvPair(files).graph).toEqual(g);
    expect(parseCsv(writeCsv(g)).graph.edges).toEqual(g.edges);
  });

  it("reports a missing file as 'not-found'", async () => {
    await expect(readGraphFiles({ edges: `${EXAMPLE}missing.csv` })).rejects.toMatchObject({
      code: 'not-found',
    });
  });
});

/**
 * The cross-store conformance suite: every GraphStore must give the same schema summary, the same
 * navigation answers and the same export on the same fixtures. Expected answers are written by
 * hand from the fixtures (fixtures.ts), so a store cannot pass by agreeing with itself.
 *
 * Usage, in a store's test file:
 *   describeStoreConformance('embedded', async () => EmbeddedStore.open(tmpDir()));
 */
import { afterEach, describe, expect, it } from 'vitest';
import { isGrrafError } from '../../../errors.js';
import { buildSchema } from '../../schema-builder.js';
import type { GraphStore } from '../graph-store.js';
import { directedLabeled, undirectedWeighted } from './fixtures.js';
import { neighborKeys, normalizeGraph, normalizeSchema } from './normalize.js';

/** Registers the conformance tests for one store kind; `makeStore` returns a fresh, empty store. */
export function describeStoreConformance(name: string, makeStore: () => Promise<GraphStore>): void {
  describe(`GraphStore conformance: ${name}`, () => {
    let store: GraphStore | undefined;
    const fresh = async (): Promise<GraphStore> => {
      store = await makeStore();
      return store;
    };
    afterEach(async () => {
      await store?.close();
      store = undefined;
    });

    it('undirected weighted integer-id graph: schema, navigation, export', async () => {
      const s = await fresh();
      const data = undirectedWeighted();
      const loaded = await s.load(data);
      expect([loaded.nodes, loaded.edges]).toEqual([6, 6]);
      const schema = await s.schema();
      expect(schema).toMatchObject({
        directed: false,
        weighted: true,
        nodeCount: 6,
        edgeCount: 6,
        selfLoops: 1,
      });
      expect(schema).toMatchObject({ idType: 'integer', weightRange: { min: 1, max: 7 } });
      expect(schema.nodeLabels.map((l) => [l.label, l.count])).toEqual([['Node', 6]]);
      expect(schema.relationshipTypes.map((r) => [r.type, r.count, r.endpoints])).toEqual([
        ['EDGE', 6, [{ from: 'Node', to: 'Node' }]],
      ]);
      expect(normalizeSchema(schema)).toEqual(normalizeSchema(buildSchema(data)));

      expect(neighborKeys(await s.neighbors(1))).toEqual(['out 0 - 0->1', 'out 2 - 2->1', 'out 3 - 1->3']);
      expect(neighborKeys(await s.neighbors(2))).toEqual(['out 0 - 0->2', 'out 1 - 2->1', 'out 2 - 2->2']);
      expect(neighborKeys(await s.neighbors('3'))).toEqual(['out 1 - 1->3', 'out 4 - 3->4']);
      expect(await s.neighbors(5)).toEqual([]);
      const viaEdge = (await s.neighbors(4))[0]!;
      expect(viaEdge.edge.weight).toBe(3);
      expect(viaEdge.node).toEqual({ id: 3, labels: [], properties: {} });
      await expect(s.neighbors(99)).rejects.toSatisfy((e) => isGrrafError(e, 'not-found'));

      expect((await s.nodesByProperty({ key: 'id', value: 3 })).map((n) => n.id)).toEqual([3]);
      expect(await s.nodesByProperty({ key: 'id', value: 3, label: 'Other' })).toEqual([]);
      const weights = await s.distinctValues({ key: 'weight', type: 'EDGE' });
      expect([...weights].sort((a, b) => Number(a) - Number(b))).toEqual([1, 2, 3, 4, 5.5, 7]);
      expect(await s.distinctValues({ key: 'weight', type: 'EDGE', limit: 2 })).toHaveLength(2);

      expect(normalizeGraph(await s.export())).toEqual(normalizeGraph(data));
    });

    it('directed labeled graph with string ids, multi-label node, isolated node, self-loop', async () => {
      const s = await fresh();
      const data = directedLabeled();
      await s.load(data);
      const schema = await s.schema();
      expect(schema).toMatchObject({
        directed: true,
        nodeCount: 6,
        edgeCount: 6,
        selfLoops: 1,
        idType: 'string',
      });
      expect(schema).toMatchObject({ nodeWeighted: true, weightRange: { min: 1.5, max: 2 } });
      expect(schema.nodeLabels.map((l) => [l.label, l.count])).toEqual([
        ['Company', 2],
        ['Employee', 1],
        ['Node', 1],
        ['Person', 3],
      ]);
      const knows = schema.relationshipTypes.find((r) => r.type === 'KNOWS')!;
      expect(knows.endpoints).toEqual([
        { from: 'Employee', to: 'Person' },
        { from: 'Person', to: 'Employee' },
        { from: 'Person', to: 'Person' },
      ]);
      expect(normalizeSchema(schema)).toEqual(normalizeSchema(buildSchema(data)));

      expect(neighborKeys(await s.neighbors('bob'))).toEqual([
        'in ann KNOWS ann->bob',
        'out acme WORKS_AT bob->acme',
        'out bob LIKES bob->bob',
        'out cid KNOWS bob->cid',
      ]);
      expect(neighborKeys(await s.neighbors('bob', { direction: 'in' }))).toEqual([
        'in ann KNOWS ann->bob',
        'in bob LIKES bob->bob',
      ]);
      expect(neighborKeys(await s.neighbors('ann', { type: 'WORKS_AT' }))).toEqual([
        'out acme WORKS_AT ann->acme',
      ]);
      expect(await s.neighbors('lone')).toEqual([]);
      const [work] = await s.neighbors('ann', { type: 'WORKS_AT' });
      expect(work!.edge).toEqual({
        source: 'ann',
        target: 'acme',
        type: 'WORKS_AT',
        properties: { role: 'cto' },
        weight: 1.5,
      });

      const ids = async (q: Parameters<GraphStore['nodesByProperty']>[0]) =>
        (await s.nodesByProperty(q)).map((n) => n.id).sort();
      expect(await ids({ key: 'age', value: 27 })).toEqual(['bob', 'cid']);
      expect(await ids({ key: 'age', value: '27' })).toEqual([]);
      expect(await ids({ key: 'age', value: 34, label: 'Employee' })).toEqual(['ann']);
      expect(await ids({ key: 'name', value: '' })).toEqual(['zed']);
      expect(await ids({ key: 'id', value: 'lone', label: 'Node' })).toEqual(['lone']);
      expect(await s.nodesByProperty({ key: 'age', value: 27, limit: 1 })).toHaveLength(1);
      const [cid] = await s.nodesByProperty({ key: 'name', value: 'Cid, "the kid"' });
      expect(cid).toEqual({
        id: 'cid',
        labels: ['Person'],
        properties: { name: 'Cid, "the kid"', age: 27, score: 0.5 },
      });
      const [ann] = await s.nodesByProperty({ key: 'tags', value: ['a', 'b'] });
      expect(ann?.labels).toEqual(['Person', 'Employee']);

      const sorted = async (q: Parameters<GraphStore['distinctValues']>[0]) =>
        (await s.distinctValues(q)).map((v) => JSON.stringify(v)).sort();
      expect(await sorted({ key: 'age', label: 'Person' })).toEqual(['27', '34']);
      expect(await sorted({ key: 'role', type: 'WORKS_AT' })).toEqual(['"cto"', '"dev"']);
      expect(await sorted({ key: 'weight', type: 'WORKS_AT' })).toEqual(['1.5', '2']);
      expect(await sorted({ key: 'id', label: 'Company' })).toEqual(['"acme"', '"zed"']);
      expect(await sorted({ key: 'tags' })).toEqual(['["a","b"]']);

      expect(normalizeGraph(await s.export())).toEqual(normalizeGraph(data));
    });

    it('a store that speaks Cypher declares its dialect, and a counting one counts past the cap', async () => {
      const s = await fresh();
      await s.load(directedLabeled());
      if (s.cypher === undefined) {
        expect(s.cypherDialect).toBeUndefined();
        return;
      }
      const dialect = s.cypherDialect;
      expect(dialect?.promptNotes.length).toBeGreaterThan(0);
      const shown = `RETURN ${dialect!.firstItems("['a', 'b', 'c']", 2)} AS shown`;
      expect((await s.cypher(shown)).rows).toEqual([{ shown: ['a', 'b'] }]);
      const quoted = `MATCH (n:${dialect!.quoteName('Person')}) RETURN count(n) AS c`;
      expect((await s.cypher(quoted)).rows).toEqual([{ c: 3 }]);
      if (s.cypherWithTotal === undefined) return;
      const counted = await s.cypherWithTotal('MATCH (n) RETURN n.id AS id', {}, { maxRows: 2 });
      expect([counted.rows.length, counted.total, counted.truncated]).toEqual([2, 6, true]);
      const again = await s.cypherWithTotal('MATCH (n) RETURN n.id AS id', {}, { maxRows: 2 });
      expect(again.rows).toEqual(counted.rows);
    });

    it('a failed load keeps the previous graph', async () => {
      const s = await fresh();
      await s.load(undirectedWeighted());
      const bad = directedLabeled();
      bad.edges.push({ source: 'ann', target: 'nobody', properties: {} });
      await expect(s.load(bad)).rejects.toSatisfy((e) => isGrrafError(e, 'validation'));
      expect(normalizeGraph(await s.export())).toEqual(normalizeGraph(undirectedWeighted()));
    });
  });
}

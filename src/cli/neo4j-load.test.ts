import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EXAMPLES_DIR } from '../app/model.js';
import { isGrrafError } from '../errors.js';
import { Neo4jStore } from '../graph/stores/neo4j/neo4j-store.js';
import { describeNeo4j } from '../test-support/neo4j-tests.js';
import { runLoad } from './commands/load.js';
import type { ProgressOutput } from './load-progress.js';

const dir = mkdtempSync(join(tmpdir(), 'grraf-neo4j-load-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A terminal whose clock moves 0.6 s per reading, so a load shows its progress. */
function terminal(): ProgressOutput & { text: () => string } {
  let t = 0;
  const written: string[] = [];
  return { write: (s) => void written.push(s), now: () => (t += 600), text: () => written.join('') };
}

describeNeo4j('grraf load into Neo4j', (server) => {
  const env = { user: process.env.NEO4J_USER, password: process.env.NEO4J_PASSWORD };
  beforeAll(() => {
    // `grraf load --store <uri>` reads the credentials from the environment.
    process.env.NEO4J_USER = server.user;
    process.env.NEO4J_PASSWORD = server.password;
  });
  afterAll(() => {
    if (env.user === undefined) delete process.env.NEO4J_USER;
    else process.env.NEO4J_USER = env.user;
    if (env.password === undefined) delete process.env.NEO4J_PASSWORD;
    else process.env.NEO4J_PASSWORD = env.password;
  });
  const nodesInNeo4j = async () => {
    const store = await Neo4jStore.connect(server.uri, server);
    try {
      return (await store.cypher('MATCH (n) RETURN count(n) AS c')).rows[0]?.c;
    } finally {
      await store.close();
    }
  };

  it('loads, shows its progress, replaces the graph, and keeps it when a load fails', async () => {
    const out = terminal();
    const roads = await runLoad(`${EXAMPLES_DIR}road-network/roads.edgelist`, { store: server.uri }, out);
    expect(roads).toMatchObject({ store: 'neo4j', graph: { nodes: 20 } });
    expect(out.text()).toContain(`storing 20 nodes and ${roads.graph.edges} edges in the neo4j store…`);
    // Then what the batches wrote, to the last row.
    const rows = 20 + roads.graph.edges;
    expect(out.text()).toContain(`written 100% (${rows} of ${rows} nodes and edges)`);
    expect(await nodesInNeo4j()).toBe(20);

    const small = join(dir, 'small.edgelist');
    writeFileSync(small, '0 1\n1 2\n');
    await runLoad(small, { store: server.uri });
    expect(await nodesInNeo4j()).toBe(3);

    const dangling = join(dir, 'dangling.json');
    writeFileSync(
      dangling,
      JSON.stringify({ directed: true, nodes: [{ id: 1 }], links: [{ source: 1, target: 9 }] }),
    );
    const err = await runLoad(dangling, { store: server.uri }).catch((e: unknown) => e);
    expect(isGrrafError(err)).toBe(true);
    expect(await nodesInNeo4j()).toBe(3);
  });
});

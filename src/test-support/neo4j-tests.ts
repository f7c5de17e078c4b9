/**
 * How a test file uses the Neo4j server of the run (neo4j-global-setup.ts): importing this module
 * is what tells the global setup that the run needs one.
 *
 *   describeNeo4j('Neo4j store', (server) => { ... Neo4jStore.connect(server.uri, server) ... });
 *
 * The block holds the server alone while it runs (neo4j-lock.ts): Community Neo4j has one user
 * database, so test files take turns, and a test's graph is its own until the block ends.
 * Without a server the block is one test named with the reason: skipped, or under CI failed.
 */
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { acquireLock } from './neo4j-lock.js';
import type { Neo4jForTests } from './neo4j-provided.js';

/** The server's address and credentials. */
export type Neo4jTestServer = Omit<Neo4jForTests, 'lockPort'>;

/** Waiting for other files' Neo4j blocks may take a while; each holds the lock for seconds. */
const LOCK_WAIT_MS = 15 * 60_000;

/** True when CI asks every integration to run (CI=true, or any value but false/0). */
export function underCi(): boolean {
  const ci = process.env.CI;
  return ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0';
}

/** A describe block whose tests run against the run's Neo4j server (see file comment). */
export function describeNeo4j(title: string, body: (server: Neo4jTestServer) => void): void {
  const provided = inject('neo4j');
  if (provided === undefined || 'reason' in provided) {
    const reason =
      provided?.reason ??
      'no Neo4j global setup ran (src/test-support/neo4j-global-setup.ts in vitest.config.ts globalSetup)';
    describe(title, () => {
      if (underCi()) {
        it(`fails because Neo4j is needed under CI and is not available: ${reason}`, () => {
          throw new Error(`Neo4j tests cannot run: ${reason}`);
        });
      } else {
        it.skip(`skipped because Neo4j is not available: ${reason}`, () => {});
      }
    });
    return;
  }
  const { lockPort, ...server } = provided;
  describe(title, () => {
    let release: (() => Promise<void>) | undefined;
    beforeAll(async () => {
      release = await acquireLock(lockPort);
    }, LOCK_WAIT_MS);
    afterAll(async () => {
      await release?.();
    });
    body(server);
  });
}

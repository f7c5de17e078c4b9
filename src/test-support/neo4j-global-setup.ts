/**
 * Vitest global setup: gives the test files that need Neo4j a server (neo4j-tests.ts reads it).
 *
 * - NEO4J_URI set: that server (NEO4J_USER, default neo4j; NEO4J_PASSWORD).
 * - GRRAF_NEO4J=off: none (the tests skip with that reason, or fail under CI).
 * - Otherwise a throwaway server (neo4j-server.ts), started only when a test file of the run
 *   imports src/test-support/neo4j-tests: starting costs seconds, and a file cannot use the
 *   server without that module, so the import is what says a file needs it.
 * When no server can be had, the reason is provided instead. Teardown stops the server.
 */
import { readFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { type LockServer, startLockServer } from './neo4j-lock.js';
import type { Neo4jForTests } from './neo4j-provided.js';
import { type Neo4jServer, startNeo4j } from './neo4j-server.js';

const USES_NEO4J = /from\s+['"][^'"]*test-support\/neo4j-tests(?:\.js)?['"]/;

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let server: Neo4jServer | undefined;
  let lock: LockServer | undefined;
  let decided = false;

  const provide = async (files: string[]) => {
    const found = await findServer(files);
    if (found === undefined) return;
    decided = true;
    if (typeof found === 'string') {
      project.provide('neo4j', { reason: found });
      return;
    }
    if ('stop' in found) server = found;
    lock ??= await startLockServer();
    project.provide('neo4j', {
      uri: found.uri,
      user: found.user,
      password: found.password,
      lockPort: lock.port,
    });
  };

  // The run's files; should that (experimental) API give none, start rather than guess.
  const files = project.vitest.state.getPaths();
  await provide(files.length > 0 ? files : ['(unknown)']);
  if (!decided) project.provide('neo4j', { reason: 'not started: no test file of this run needs Neo4j' });
  // Watch mode: a later run may bring a file that needs it.
  project.onTestsRerun(async (specs) => {
    if (!decided) await provide(specs.map((s) => s.moduleId));
  });

  return async () => {
    await server?.stop();
    await lock?.close();
  };
}

/** A server or why there is none; undefined when none of `files` needs one. */
async function findServer(
  files: string[],
): Promise<Omit<Neo4jForTests, 'lockPort'> | Neo4jServer | string | undefined> {
  const uri = process.env.NEO4J_URI;
  if (uri)
    return { uri, user: process.env.NEO4J_USER ?? 'neo4j', password: process.env.NEO4J_PASSWORD ?? '' };
  if (!files.some(needsNeo4j)) return undefined;
  if (process.env.GRRAF_NEO4J === 'off') return 'GRRAF_NEO4J=off';
  return startNeo4j({ log: (m) => console.log(`[neo4j] ${m}`) });
}

function needsNeo4j(file: string): boolean {
  if (file === '(unknown)') return true;
  try {
    return USES_NEO4J.test(readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
}

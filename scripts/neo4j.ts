/**
 * `npm run neo4j`: a throwaway Neo4j 5 Community server on this machine, for development and for
 * trying grraf's Neo4j store without installing Neo4j (needs Java 17 and Maven; the first run
 * downloads the server's jars into .cache/). Prints the address and credentials, runs until
 * Ctrl-C, and deletes its data when it stops.
 *
 * `npm run neo4j -- --prepare` only builds (and the first time downloads) it: CI's install step.
 */
import { prepareNeo4j, startNeo4j } from '../src/test-support/neo4j-server.js';

if (process.argv.includes('--prepare')) {
  const started = performance.now();
  const reason = await prepareNeo4j((message) => console.error(message));
  if (reason !== undefined) {
    console.error(`cannot prepare Neo4j: ${reason}`);
    process.exit(1);
  }
  console.error(`Neo4j launcher ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  process.exit(0);
}

const server = await startNeo4j({ profile: 'server', log: (message) => console.error(message) });
if (typeof server === 'string') {
  console.error(`cannot start Neo4j: ${server}`);
  process.exit(1);
}

console.log(`Neo4j 5 Community is running (its data is deleted when it stops).
  URI:      ${server.uri}
  user:     ${server.user}
  password: ${server.password}

Load an example and ask about it:
  export NEO4J_USER=${server.user} NEO4J_PASSWORD='${server.password}'
  npx grraf load examples/supply-chain --store ${server.uri}

Press Ctrl-C to stop.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.error('stopping Neo4j…');
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

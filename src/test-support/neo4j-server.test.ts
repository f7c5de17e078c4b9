import { afterEach, describe, expect, it } from 'vitest';
import { startNeo4j } from './neo4j-server.js';

describe('starting Neo4j', () => {
  const path = process.env.PATH;
  afterEach(() => {
    process.env.PATH = path;
  });

  it('says what to install, instead of throwing, when there is no Java', async () => {
    process.env.PATH = '/nonexistent';
    expect(await startNeo4j()).toBe(
      'Java 17 and Maven are needed to start Neo4j (apt-get install openjdk-17-jdk-headless maven): no java on PATH',
    );
  });
});

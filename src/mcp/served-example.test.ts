/**
 * `grraf mcp --graph <bundled example>` (issue 27 §3): the example may be named by name or folder,
 * and without a model its recorded questions replay through `ask` on the served graph, as
 * `grraf ask --graph` replays them; other questions are told what was recorded.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { EXAMPLES_DIR } from '../app/model.js';
import { servedGraphFile } from './served-example.js';
import { connectInMemory, type InMemoryConnection } from './test-support/in-memory.js';
import { json, texts } from './test-support/scenarios.js';

const cwd = mkdtempSync(join(tmpdir(), 'grraf-mcp-example-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));
const noModel = { environment: { env: {}, cwd } };
const roads = join(EXAMPLES_DIR, 'road-network', 'roads.edgelist');
const recorded = 'What is the shortest distance from junction 0 to junction 19?';

let c: InMemoryConnection | undefined;
afterEach(async () => {
  await c?.close();
  c = undefined;
});

describe('a bundled example served by grraf mcp', () => {
  it('is found by name or by folder; any other path is kept as given', () => {
    expect(servedGraphFile('road-network')).toBe(roads);
    expect(servedGraphFile(join(EXAMPLES_DIR, 'road-network'))).toBe(roads);
    expect(servedGraphFile(roads)).toBe(roads);
    // A CSV folder is a graph itself.
    expect(servedGraphFile(join(EXAMPLES_DIR, 'supply-chain'))).toBe(join(EXAMPLES_DIR, 'supply-chain'));
    expect(servedGraphFile('no-such-example')).toBe('no-such-example');
  });

  it('replays its recorded question without a model, naming no server path', async () => {
    c = await connectInMemory({ ...noModel, graph: { file: roads } });
    const replayed = await c.call('ask', { question: recorded });
    expect(replayed.isError, texts(replayed).join('\n')).toBeFalsy();
    expect(json(replayed)).toMatchObject({ outcome: 'answered', answer: 13.8, evidence: { kind: 'path' } });
    expect(texts(replayed)[0]).toMatch(/\nEvidence: path 0 → .* → 19 \(checked: /);
    expect(texts(replayed).at(-1)).toMatch(
      /replayed the recorded answers of the bundled example "road-network"/,
    );
    expect(JSON.stringify(replayed)).not.toContain(EXAMPLES_DIR.replace(/\/$/, ''));
  });

  it('tells a question it has no recording of what was recorded', async () => {
    c = await connectInMemory({ ...noModel, graph: { file: roads } });
    const missed = await c.call('ask', { question: 'How many junctions are there?' });
    expect(missed.isError).toBe(true);
    expect(texts(missed)[0]).toMatch(/replays only the questions it was recorded with/);
    expect(texts(missed)[0]).toContain(recorded);
  });
});

/**
 * What `ask` may read over MCP (issue 26, item 1): graph files only inside the directories the
 * operator named, checked on the real path before anything is opened, with one error for every
 * path outside them whether it exists or not; nothing in the call (graphText, method options)
 * reads another file; and no answer or description shows the server's own directories.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLES_DIR } from '../app/model.js';
import { ExecutorPool } from '../exec/executor-pool.js';
import { createExecutor } from '../exec/index.js';
import { createLlmRuntime } from '../llm/llm-runtime.js';
import { testModel } from './test-support/fixtures.js';
import { connectInMemory, type InMemoryConnection } from './test-support/in-memory.js';
import { texts } from './test-support/scenarios.js';

const SECRET = 'root:$6$SECRETHASH:19000:0:99999:7:::';
const root = realpathSync(mkdtempSync(join(tmpdir(), 'grraf-mcp-files-')));
const graphs = join(root, 'graphs');
const outside = join(root, 'outside');
/** An edge list outside the graph directories: a server that reads it answers 2 nodes. */
const secretEdges = join(outside, 'secret.edgelist');
const secretShadow = join(outside, 'shadow');
const noModel = { environment: { env: {}, cwd: root } };
const withModel = () => ({ runtime: createLlmRuntime({ model: testModel(() => undefined) }) });
const question = 'How many nodes are there?';

beforeAll(() => {
  mkdirSync(graphs);
  mkdirSync(outside);
  writeFileSync(secretEdges, 'secret-a secret-b\n');
  writeFileSync(secretShadow, `${SECRET}\n`);
  writeFileSync(join(graphs, 'path.edgelist'), '0 1\n1 2\n2 3\n');
  writeFileSync(join(graphs, 'broken.json'), '{"nodes": [1, 2');
  symlinkSync(secretEdges, join(graphs, 'link.edgelist'));
  mkdirSync(join(graphs, 'csv-escape'));
  symlinkSync(secretShadow, join(graphs, 'csv-escape', 'nodes.csv'));
  execFileSync('mkfifo', [join(graphs, 'pipe.edgelist')]);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

let c: InMemoryConnection | undefined;
afterEach(async () => {
  await c?.close();
  c = undefined;
});

const ask = (args: Record<string, unknown>) =>
  c!.call('ask', { question, method: 'zero-shot-code', ...args });

/** Every path outside the graph directories, as a client may spell it. */
const outsidePaths = () => [
  secretEdges,
  secretShadow,
  join(outside, 'no-such-file'),
  '/etc/passwd',
  '../outside/secret.edgelist',
  `${graphs}/../outside/secret.edgelist`,
  'link.edgelist',
  'csv-escape',
  '/no/such/dir/at/all',
];

describe('ask graphFile over MCP', () => {
  it('reads files inside a graph directory, by relative or real path', async () => {
    c = await connectInMemory({ ...withModel(), graphDirs: [graphs] });
    for (const graphFile of ['path.edgelist', join(graphs, 'path.edgelist'), './path.edgelist']) {
      const answered = await ask({ graphFile, options: { phrase: false }, trace: true });
      expect(answered.isError, texts(answered).join('\n')).toBeFalsy();
      expect(texts(answered)[0]).toBe('4');
      expect(texts(answered).join('\n')).not.toContain(root);
    }
  });

  it('parses a graph file once for the questions on it, and again once the file changes', async () => {
    c = await connectInMemory({ ...withModel(), graphDirs: [graphs] });
    const file = join(graphs, 'growing.edgelist');
    writeFileSync(file, '0 1\n1 2\n');
    const count = async () =>
      texts(await ask({ graphFile: 'growing.edgelist', options: { phrase: false } }))[0];
    expect(await count()).toBe('3');
    expect(await count()).toBe('3');
    expect(c.context.graphCache.stats()).toMatchObject({ misses: 1, hits: 1, entries: 1 });
    writeFileSync(file, '0 1\n1 2\n2 3\n3 4\n');
    expect(await count()).toBe('5');
    expect(c.context.graphCache.stats()).toMatchObject({ misses: 2 });
  });

  it("runs every question's programs on the server's executors, not on a new one per question", async () => {
    const made: string[] = [];
    const executors = new ExecutorPool({
      create: (language) => {
        made.push(language);
        return createExecutor(language);
      },
    });
    try {
      c = await connectInMemory({ ...withModel(), graphDirs: [graphs] }, { executors });
      for (let i = 0; i < 3; i++) {
        const answered = await ask({ graphFile: 'path.edgelist', options: { phrase: false } });
        expect(texts(answered)[0]).toBe('4');
      }
      expect(made).toEqual(['js']);
      expect(executors.busy()).toBe(0);
    } finally {
      await executors.close();
    }
  });

  it('refuses every path outside, existing or not, with one message that says nothing about it', async () => {
    c = await connectInMemory({ ...withModel(), graphDirs: [graphs] });
    const messages = new Set<string>();
    for (const graphFile of outsidePaths()) {
      const refused = await ask({ graphFile });
      expect(refused.isError, `${graphFile} was read`).toBe(true);
      const text = texts(refused).join('\n');
      expect(text).not.toContain('secret');
      expect(text).not.toContain(SECRET.slice(0, 10));
      expect(text).not.toContain(root);
      messages.add(text);
    }
    expect([...messages]).toEqual([
      "not-found error: (field graphFile): no such graph file in this server's graph directories",
    ]);
  });

  it('without a model, refuses outside files the same way (no parse error quoting them)', async () => {
    c = await connectInMemory({ ...noModel, graphDirs: [graphs] });
    const shadow = texts(await ask({ graphFile: secretShadow })).join('\n');
    const missing = texts(await ask({ graphFile: join(outside, 'missing') })).join('\n');
    expect(shadow).toBe(missing);
    expect(shadow).not.toContain('SECRETHASH');
  });

  it('reads no file at all when the operator named no graph directory', async () => {
    c = await connectInMemory({ ...withModel() });
    for (const graphFile of [secretEdges, join(outside, 'no-such-file'), 'path.edgelist']) {
      const refused = await ask({ graphFile });
      expect(refused.isError).toBe(true);
      expect(texts(refused)[0]).toMatch(/^forbidden error: .*reads no graph files.*--graph-dir/);
    }
  });

  it('refuses a named pipe inside a graph directory without opening it', async () => {
    c = await connectInMemory({ ...withModel(), graphDirs: [graphs] });
    const refused = await ask({ graphFile: 'pipe.edgelist' });
    expect(refused.isError).toBe(true);
    expect(texts(refused)[0]).toMatch(/^io error: pipe\.edgelist: a named pipe/);
  });

  it("locates a parse error in an allowed file by the client's path, not the server's directory", async () => {
    c = await connectInMemory({ ...withModel(), graphDirs: [graphs] });
    const broken = await ask({ graphFile: 'broken.json' });
    expect(broken.isError).toBe(true);
    expect(texts(broken)[0]).toMatch(/^parse error: broken\.json:1/);
    expect(texts(broken).join('\n')).not.toContain(root);
  });

  it('without a model, replays a bundled example read from a graph directory, naming no server path', async () => {
    c = await connectInMemory({ ...noModel, graphDirs: [EXAMPLES_DIR] });
    const recorded = 'Which stores can receive goods that start at the supplier Nordic Steel?';
    const replayed = await c.call('ask', { question: recorded, graphFile: 'supply-chain' });
    expect(replayed.isError, texts(replayed).join('\n')).toBeFalsy();
    expect(texts(replayed).at(-1)).toMatch(
      /replayed the recorded answers of the bundled example "supply-chain"/,
    );
    const missed = await c.call('ask', {
      question: recorded,
      graphFile: 'supply-chain',
      method: 'zero-shot-code',
    });
    expect(texts(missed)[0]).toMatch(
      /replays only the questions it was recorded with \(examples\/supply-chain/,
    );
    for (const result of [replayed, missed]) {
      expect(JSON.stringify(result)).not.toContain(EXAMPLES_DIR.replace(/\/$/, ''));
    }
  });

  it('refuses a graph directory that does not exist when the server starts', async () => {
    await expect(connectInMemory({ graphDirs: [join(root, 'nowhere')] })).rejects.toMatchObject({
      code: 'config',
      location: { field: 'graph-dir' },
    });
  });
});

describe('what else an MCP call could read', () => {
  it('graphText: an XML external entity is not resolved', async () => {
    c = await connectInMemory({ ...withModel() });
    const graphml =
      `<?xml version="1.0"?><!DOCTYPE g [<!ENTITY x SYSTEM "file://${secretShadow}">]>` +
      '<graphml><graph edgedefault="undirected"><node id="&x;"/><node id="b"/></graph></graphml>';
    const result = await ask({ graphText: graphml, format: 'graphml' });
    expect(texts(result).join('\n')).not.toContain('SECRETHASH');
  });

  it("a method option naming a file (GraphSkill's tree) is refused, existing or not", async () => {
    c = await connectInMemory({ ...withModel() });
    const answers = new Set<string>();
    for (const tree of [secretShadow, join(outside, 'missing.json'), '/etc/passwd']) {
      const args = { method: 'graphskill', language: 'python', graphText: '0 1\n', options: { tree } };
      const refused = await ask(args);
      expect(refused.isError).toBe(true);
      answers.add(texts(refused)[0]!);
    }
    expect([...answers]).toEqual([
      expect.stringMatching(/^forbidden error: \(field tree\): .*built-in documentation trees/),
    ]);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ExecutorPool } from '../../exec/executor-pool.js';
import { createLlmRuntime } from '../../llm/llm-runtime.js';
import { scriptedModel } from '../../llm/test-support/index.js';
import { GraphLibrary } from './graph-library.js';
import { QuestionRuns } from './question-runs.js';

// GraphSkill's `tree` option may name a documentation tree file; a client of grraf serve or
// grraf mcp could point it at any file on the server (issue 26, item 1's class): an existence
// oracle, a hang on a FIFO, or the file's text in the model's prompt.
const dir = mkdtempSync(join(tmpdir(), 'grraf-remote-options-serve-'));
const secret = join(dir, 'secret.json');
writeFileSync(secret, '{"not": "a tree"}');
const executors = new ExecutorPool();
afterAll(async () => {
  await executors.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('method options from a remote client of grraf serve', () => {
  it('grraf serve refuses a tree file before the run starts, the same whether it exists or not', async () => {
    const library = new GraphLibrary();
    const upload = library.addUpload({ name: 'g.edgelist', text: '0 1\n1 2\n' });
    const runtime = createLlmRuntime({ model: scriptedModel([]) });
    const runs = new QuestionRuns({ library, executors, runtime });
    const request = (tree: string) => ({
      question: 'How many nodes?',
      graphId: upload.id,
      method: 'graphskill',
      options: { language: 'python', tree },
    });
    const messages = await Promise.all(
      [secret, join(dir, 'missing.json')].map((tree) =>
        runs.start(request(tree)).then(
          () => 'started',
          (e: Error) => e.message,
        ),
      ),
    );
    expect(new Set(messages).size).toBe(1);
    expect(messages[0]).toMatch(/built-in documentation trees/);
    await library.close();
  });
});

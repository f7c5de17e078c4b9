import { describe, expect, it } from 'vitest';
import type { TraceStep } from '../trace/trace.js';
import { ask } from './ask.js';
import { EXAMPLES_DIR } from './model.js';
import { shownExamplePaths } from './replay-paths.js';

// Issue 26, item 18: replays of the bundled examples (grraf serve's /api/ask, MCP's ask) carried
// the server's absolute directories.
const examples = EXAMPLES_DIR.replace(/[\\/]$/, '');
const graph = { file: `${examples}/supply-chain` };
const question = 'Which stores can receive goods that start at the supplier Nordic Steel?';
const noModel = { env: {}, cwd: '/' };

describe('replays of the bundled examples', () => {
  it('say where the recording is relative to the package, not where the server keeps it', async () => {
    const { solution, replay } = await ask({ question, graph, options: { phrase: false } }, noModel);
    expect(solution.outcome).toBe('answered');
    expect(replay?.dir).toBe('examples/supply-chain/cassettes');
    expect(JSON.stringify({ solution, replay })).not.toContain(examples);
  });

  it('a question the recording does not hold: neither the error nor the steps name the directory', async () => {
    const steps: TraceStep[] = [];
    const failed = await ask(
      { question, graph, method: 'zero-shot-code', onStep: (s) => steps.push(s) },
      noModel,
    ).catch((e: unknown) => e as Error);
    expect(failed).toBeInstanceOf(Error);
    expect((failed as Error).message).toMatch(/replays only the questions it was recorded with/);
    expect((failed as Error).message).toContain('examples/supply-chain/cassettes');
    expect((failed as Error).message).not.toContain(examples);
    expect(steps.length).toBeGreaterThan(0);
    expect(JSON.stringify(steps)).toContain('examples/supply-chain/cassettes');
    expect(JSON.stringify(steps)).not.toContain(examples);
  });
});

describe('shownExamplePaths', () => {
  it('writes the examples folder as examples/ wherever it occurs, and leaves the rest as it was', () => {
    const dir = '/srv/app/node_modules/grraf/examples/';
    const value = {
      message: '/srv/app/node_modules/grraf/examples/road-network/cassettes: no recording; see /etc/x',
      nested: ['/srv/app/node_modules/grraf/examples', 3, null, { ok: true }],
    };
    expect(shownExamplePaths(value, dir)).toEqual({
      message: 'examples/road-network/cassettes: no recording; see /etc/x',
      nested: ['examples', 3, null, { ok: true }],
    });
  });
});

/**
 * A bundled example asked without a model, but not as it was recorded: the error names what
 * differs (method, language, options, hints, question) from the committed recording.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isGrrafError } from '../errors.js';
import { type AskRequest, ask } from './ask.js';
import { EXAMPLES_DIR } from './model.js';

const cwd = mkdtempSync(join(tmpdir(), 'grraf-not-recorded-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));

const ROADS = join(EXAMPLES_DIR, 'road-network', 'roads.edgelist');
const RECORDED = 'What is the shortest distance from junction 0 to junction 19?';

/** The message of the error `ask` throws with no model configured. */
async function refusal(request: AskRequest): Promise<string> {
  const e = await ask(request, { env: {}, cwd }).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(isGrrafError(e, 'config'), String(e)).toBe(true);
  return (e as Error).message;
}

describe('a bundled example asked differently from its recording', () => {
  it('names another method', async () => {
    const message = await refusal({ question: RECORDED, graph: { file: ROADS }, method: 'graphwalk' });
    expect(message).toMatch(/no model configured/);
    // The recording's folder: where it is, or (since issue 26) as the package names it.
    expect(message).toContain('replays only the questions it was recorded with (');
    expect(message).toContain(
      `road-network/cassettes), asked with method grraf in JavaScript and default options: "${RECORDED}".`,
    );
    expect(message).toMatch(/This ask differs: method graphwalk \(recorded: grraf\)\.$/);
  });

  it('names another language and other options', async () => {
    const message = await refusal({
      question: RECORDED,
      graph: { file: ROADS },
      options: { language: 'python', maxRepairs: 1 },
    });
    expect(message).toMatch(
      /This ask differs: language Python \(recorded: JavaScript\); options maxRepairs=1 \(recorded: the defaults\)\.$/,
    );
  });

  it('names another question, quoting the recorded one', async () => {
    const message = await refusal({
      question: 'What is the shortest distance from junction 0 to junction 7?',
      graph: { file: ROADS },
    });
    expect(message).toMatch(/This ask differs: the question \(recorded: "What is the shortest distance/);
    expect(message).not.toMatch(/differs: .*(method|language)/);
  });

  it('a question of its own on an example whose question is inside the file', async () => {
    const file = join(EXAMPLES_DIR, 'graphinstruct', 'shortest-path.txt');
    const message = await refusal({ question: 'Is there a cycle?', graph: { file } });
    expect(message).toMatch(
      /This ask differs: the question \(recorded: the question inside the graph file\)\.$/,
    );
  });
});

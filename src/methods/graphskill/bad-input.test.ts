import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createExecutor } from '../../exec/index.js';
import { findPython } from '../../exec/python/interpreter.js';
import { PythonExecutor } from '../../exec/python/python-executor.js';
import { sandboxStatus } from '../../exec/python/sandbox.js';
import { scriptedModel } from '../../llm/test-support/index.js';
import { grrafLibraryTree } from '../../retrieval/index.js';
import { type CachedProgram, MemoryStorage, ProgramCache } from '../program-cache/program-cache.js';
import { normalizeQuestion } from '../program-cache/question-pattern.js';
import { createGraphSkillMethod } from './graphskill.js';
import { graphskillDouble } from './test-support/graphskill-double.js';
import { COMPONENTS_QUESTION, contextFor, graphOf, taskOn } from './test-support/method-fixtures.js';

const js = createExecutor('js');
const dir = mkdtempSync(join(tmpdir(), 'graphskill-'));
afterAll(async () => {
  await js.close();
  rmSync(dir, { recursive: true, force: true });
});

const twoParts = graphOf([
  [0, 1],
  [2, 3],
]);
/** Memory storage that remembers the scopes looked up. */
class ScopeRecorder extends MemoryStorage {
  readonly seen = new Set<string>();
  override async read(scope: string): Promise<CachedProgram[]> {
    this.seen.add(scope);
    return super.read(scope);
  }
}

const TESTS_PROMPT = /write test cases to check it/;
const CODE_PROMPT = /Write a (JavaScript|Python) program that solves this task/;
const noteOf = (steps: { kind: string; name: string }[], name: string) =>
  steps.find((s) => s.kind === 'note' && s.name === name) as
    | { text: string; error?: { code: string } }
    | undefined;

describe('GraphSkill on bad input', () => {
  it('goes on without tests when test generation returns nothing usable', async () => {
    const model = scriptedModel([
      { match: TESTS_PROMPT, text: 'Here are some ideas for tests: try a triangle.' },
      { match: CODE_PROMPT, text: '```js\nanswer = numberConnectedComponents(G);\n```' },
    ]);
    const s = await createGraphSkillMethod().solve(
      taskOn(COMPONENTS_QUESTION, twoParts),
      contextFor(model, js),
      {
        phrase: false,
        retrieval: 'none',
      },
    );
    expect(s.answer).toBe(2);
    expect(s.details).toMatchObject({ testsUsable: 0, testsTotal: 0, path: 'first-try' });
    expect(noteOf(s.trace, 'tests')?.error?.code).toBe('parse');
  });

  it('goes on without documents when retrieval finds nothing', async () => {
    const model = scriptedModel([
      { match: /Which entries may contain/, text: '[]' },
      {
        match: TESTS_PROMPT,
        text: '```json\n{"cases": [{"nodes": [0, 1, 2], "edges": [[0, 1]], "expected": 2}]}\n```',
      },
      { match: CODE_PROMPT, text: '```js\nanswer = numberConnectedComponents(G);\n```' },
    ]);
    const s = await createGraphSkillMethod().solve(
      taskOn(COMPONENTS_QUESTION, twoParts),
      contextFor(model, js),
      {
        phrase: false,
      },
    );
    expect(s.answer).toBe(2);
    expect(s.details).toMatchObject({ documentCount: 0, testsPassed: 1, testsTotal: 1 });
    expect(s.trace.find((t) => t.kind === 'retrieval')).toMatchObject({ documents: [] });
    const note = noteOf(s.trace, 'retrieval');
    expect(note?.error?.code).toBe('not-found');
    expect(note?.text).toMatch(/layer 1: the model kept none/);
  });

  it('stops at retrieval with the located error of a malformed tree file', async () => {
    const file = join(dir, 'tree.json');
    writeFileSync(file, '{\n  "Flows": ["Flow algorithms",\n    {"maximum_flow": ["Max flow", 42]}]\n}\n');
    const model = scriptedModel([]);
    const s = await createGraphSkillMethod().solve(
      taskOn(COMPONENTS_QUESTION, twoParts),
      contextFor(model, js),
      {
        phrase: false,
        language: 'python',
        tree: file,
        retrieval: 'tfidf',
      },
    );
    expect(s.outcome).toBe('could-not-compute');
    expect(s.error).toMatchObject({ code: 'validation', step: 'retrieval' });
    expect(s.error?.message).toContain(`${file}:3:`);
  });

  it('refuses a language or tree it cannot use, naming the option', async () => {
    const model = scriptedModel([]);
    const method = createGraphSkillMethod();
    const cypher = await method.solve(taskOn(COMPONENTS_QUESTION, twoParts), contextFor(model, js), {
      language: 'cypher',
    });
    expect(cypher.error).toMatchObject({ code: 'config', step: 'options' });
    const tree = await method.solve(taskOn(COMPONENTS_QUESTION, twoParts), contextFor(model, js), {
      tree: 'networkx',
    });
    expect(tree.error?.message).toMatch(/NetworkX trees are for --lang python/);
  });

  it('compiles a new program when the cached one fails on this graph, and replaces it', async () => {
    const broken: CachedProgram = {
      pattern: normalizeQuestion(COMPONENTS_QUESTION),
      params: [],
      language: 'js',
      code: 'answer = undefinedName + 1;',
      refined: normalizeQuestion(COMPONENTS_QUESTION),
      answerFormat: 'an integer',
      origin: { question: 'an earlier question', at: '2026-01-01T00:00:00Z' },
    };
    const storage = new ScopeRecorder();
    const cache = new ProgramCache(storage);
    const model = graphskillDouble(grrafLibraryTree());
    const method = createGraphSkillMethod();
    const ctx = contextFor(model, js, cache);
    // The first lookup of a scope learns its key; the broken program is then put there.
    await method.solve(taskOn(COMPONENTS_QUESTION, twoParts), ctx, { phrase: false, retrieval: 'tfidf' });
    const [scope] = storage.seen;
    await storage.write(scope!, [broken]);
    const s = await method.solve(taskOn(COMPONENTS_QUESTION, twoParts), contextFor(model, js, cache), {
      phrase: false,
      retrieval: 'tfidf',
    });
    expect(s.answer).toBe(2);
    expect(s.details.reused).toBe(false);
    const reuseNotes = s.trace.filter((t) => t.kind === 'note' && t.name === 'reuse');
    expect(reuseNotes[1]?.error?.code).toBe('runtime');
    const [stored] = await storage.read(scope!);
    expect(stored?.code).toBe('answer = numberConnectedComponents(G);');
  });
});

const python = (() => {
  try {
    findPython();
    return undefined;
  } catch {
    return 'no Python with networkx';
  }
})();
// About GraphSkill's Python path, not containment: without bubblewrap it runs unsandboxed and says so.
const sandbox = python ? { ok: true } : sandboxStatus();
const where = sandbox.ok ? '' : ` (UNSANDBOXED: ${'reason' in sandbox ? sandbox.reason : ''})`;

describe.skipIf(python !== undefined)(
  `GraphSkill in Python over a GraphSkill JSON tree${python ? ` (skipped: ${python})` : where}`,
  () => {
    it('retrieves from the tree, tests and runs NetworkX code', async () => {
      const file = join(dir, 'nx-tree.json');
      writeFileSync(
        file,
        JSON.stringify({
          Components: [
            'Connected components.',
            {
              number_connected_components: [
                'Returns the number of connected components.',
                'number_connected_components(G)\n\nReturns the number of connected components.',
              ],
              is_connected: [
                'Returns True if the graph is connected.',
                'is_connected(G)\n\nReturns True if the graph is connected.',
              ],
            },
          ],
          Flows: [
            'Flows.',
            { maximum_flow: ['Find a maximum single-commodity flow.', 'maximum_flow(G, s, t)'] },
          ],
        }),
      );
      const model = scriptedModel([
        {
          match: TESTS_PROMPT,
          text: '```json\n{"cases": [{"nodes": [0, 1, 2], "edges": [[0, 1]], "expected": 2}, {"nodes": [0, 1], "edges": [[0, 1]], "expected": 1}]}\n```',
        },
        { match: CODE_PROMPT, text: '```python\nanswer = nx.number_connected_components(G)\n```' },
      ]);
      const py = new PythonExecutor({ allowUnsandboxed: !sandbox.ok });
      try {
        const s = await createGraphSkillMethod().solve(
          taskOn(COMPONENTS_QUESTION, twoParts),
          contextFor(model, py),
          {
            phrase: false,
            language: 'python',
            tree: file,
            retrieval: 'tfidf',
          },
        );
        expect(s.answer).toBe(2);
        expect(s.details).toMatchObject({
          tree: 'nx-tree.json',
          testsPassed: 2,
          testsTotal: 2,
          language: 'python',
        });
        expect(s.details.documents).toContain('number_connected_components');
        expect(model.prompts.find((p) => CODE_PROMPT.test(p))).toContain('### number_connected_components');
      } finally {
        await py.close();
      }
    });
  },
);

/**
 * The committed real-model run (bench-runs/2026-11-24-claude-llm-bridge: GRRAF on 20 questions,
 * recorded through shared/tools/llm-bridge with the paper's pipeline, before the lean pipeline and
 * the program cache existed) must replay offline, question for question, to the same answers,
 * correctness and token counts — with `--pipeline paper --no-cache`, which keeps the paper's prompts
 * byte for byte. It fails when one of those prompts, the schema text or the algorithm index drifts
 * from what the model saw: re-record the run then (README, Benchmarks).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { BenchResult } from '../types.js';
import { runBenchSession } from './bench-session.js';

const RUN = fileURLToPath(new URL('../../../bench-runs/2026-11-24-claude-llm-bridge/', import.meta.url));
const DEV = fileURLToPath(new URL('../../../../shared/data/graphinstruct-dev', import.meta.url));
const tmp = mkdtempSync(join(tmpdir(), 'grraf-recorded-run-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const readResults = (file: string): BenchResult[] =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as BenchResult);

const hasDevData = existsSync(DEV);

describe('the recorded real-model bench run', () => {
  it.skipIf(!hasDevData)(
    'replays offline to the same answers and tokens (skipped without ../shared/data/graphinstruct-dev)',
    async () => {
      const recorded = readResults(join(RUN, 'run', 'results.jsonl'));
      const session = await runBenchSession({
        method: 'grraf',
        dataset: `graphinstruct:${DEV}+generated:seed=1,per-task=2`,
        tasks: [...new Set(recorded.map((r) => r.task))],
        limit: 2,
        model: 'openai-compatible:claude-via-llm-bridge',
        // Nothing listens here: every answer must come from the cassette.
        baseUrl: 'http://127.0.0.1:9/v1',
        cassette: join(RUN, 'cassette'),
        cassetteMode: 'replay',
        // Recorded with the paper's pipeline and no program cache, before the lean pipeline existed.
        options: { phrase: false, pipeline: 'paper' },
        cache: false,
        quiet: true,
        env: {},
        out: join(tmp, 'replay'),
      });
      const byId = new Map(session.results.map((r) => [r.id, r]));
      expect(session.results).toHaveLength(recorded.length);
      for (const r of recorded) {
        const replayed = byId.get(r.id);
        expect(replayed, r.id).toBeDefined();
        expect({ id: r.id, answer: replayed?.answer, correct: replayed?.correct }).toEqual({
          id: r.id,
          answer: r.answer,
          correct: r.correct,
        });
        expect([replayed?.tokensIn, replayed?.tokensOut]).toEqual([r.tokensIn, r.tokensOut]);
      }
    },
  );
});

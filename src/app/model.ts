/**
 * The model a question is answered with: the configured one (flag, env, config file), or — when
 * none is configured and the graph is a bundled example with recorded answers — a replay of that
 * example's cassette, so the quick start runs on a fresh machine. Any other question without a
 * model gets the LLM layer's configuration error. Replaying a cassette never needs a model.
 */
import { existsSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { REFERENCE_MODEL_ID } from '../bench/reference-code/reference-model-id.js';
import { REFERENCE_DOUBLE_SCOPE } from '../bench/reference-code/scope.js';
import { GrrafError } from '../errors.js';
import { readEntries } from '../llm/cassette/cassette-file.js';
import {
  type CassetteOptions,
  createLlmRuntime,
  isNoModelError,
  type LlmRuntime,
  resolveModel,
} from '../llm/index.js';
import { offlineModel } from '../llm/providers/offline-model.js';

/** The bundled examples folder (the same relative place from src/app and dist/app). */
export const EXAMPLES_DIR = fileURLToPath(new URL('../../examples/', import.meta.url));

/** Where the model came from. */
export interface AskModel {
  runtime: LlmRuntime;
  /**
   * Set when answers are replayed from a bundled example's cassette; `dir` is the recording's
   * folder as the package names it (`examples/<name>/cassettes`), since clients see it.
   */
  replay?: { example: string; dir: string; recordedWith: string; noModelMessage: string };
}

export interface AskModelOptions {
  /** The `--model` flag. */
  model?: string;
  /** `--base-url`. */
  baseUrl?: string;
  /** The graph file given with --graph, used to recognize a bundled example. */
  graphFile?: string;
  env?: Record<string, string | undefined>;
  cwd?: string;
  /** The examples folder (tests point it elsewhere). */
  examplesDir?: string;
  /** `--cassette DIR [--cassette-mode M]`: record or replay this run (overrides grraf.config.json). */
  cassette?: CassetteOptions;
}

/** True for an AI SDK model object (`openai('gpt-4o-mini')`), as opposed to a spec or its options. */
export function isLanguageModel(value: unknown): value is LanguageModelV3 {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Partial<LanguageModelV3>;
  return typeof m.specificationVersion === 'string' && typeof m.doGenerate === 'function';
}

/** A runtime around a caller's AI SDK model (grraf's limits, retries and usage apply to it). */
export function languageModelRuntime(model: LanguageModelV3): LlmRuntime {
  if (model.specificationVersion !== 'v3') {
    const version = String(model.specificationVersion);
    throw new GrrafError(
      'config',
      `the model ${model.provider}:${model.modelId} implements the AI SDK's model specification ${version}; ` +
        'grraf needs v3 (AI SDK 6 providers: @ai-sdk/openai 3, @ai-sdk/anthropic 3, …): update its provider package',
      { field: 'model' },
    );
  }
  return createLlmRuntime({ model });
}

/** Resolves the model for one question (or a series of them). */
export async function askModel(options: AskModelOptions): Promise<AskModel> {
  if (options.model === REFERENCE_MODEL_ID) {
    // A test double answers benchmark prompts only; presented as a model, it would mislead.
    throw new GrrafError('config', `${REFERENCE_DOUBLE_SCOPE}; it cannot answer questions here`, {
      field: 'model',
    });
  }
  try {
    const resolved = await resolveModel(options.model, {
      ...(options.baseUrl ? { baseURL: options.baseUrl } : {}),
      // Replaying never calls the model: no key, server or weights needed.
      ...(options.cassette?.mode === 'replay' ? { offline: true } : {}),
      ...(options.env ? { env: options.env } : {}),
      ...(options.cwd ? { cwd: options.cwd } : {}),
    });
    const runtime = createLlmRuntime({
      model: resolved.model,
      label: resolved.label,
      limits: resolved.limits,
      ...(options.cassette || resolved.cassette ? { cassette: options.cassette ?? resolved.cassette } : {}),
    });
    return { runtime };
  } catch (e) {
    // Only "nothing configured" may fall back to a recording; a misconfigured model is the user's to fix.
    if (!isNoModelError(e)) throw e;
    const example = options.graphFile
      ? bundledExample(options.graphFile, options.examplesDir ?? EXAMPLES_DIR)
      : undefined;
    if (!example) throw e;
    const shown = join('examples', relative(options.examplesDir ?? EXAMPLES_DIR, example.cassettes));
    return replayExample(example.name, example.cassettes, shown, e.message);
  }
}

/** The bundled example a graph file belongs to, when it has recorded answers. */
function bundledExample(
  graphFile: string,
  examplesDir: string,
): { name: string; cassettes: string } | undefined {
  if (!existsSync(graphFile) || !existsSync(examplesDir)) return undefined;
  const rel = relative(realpathSync(examplesDir), realpathSync(graphFile));
  if (rel === '' || rel.startsWith('..') || rel.startsWith(sep)) return undefined;
  const name = rel.split(sep)[0]!;
  const folder = join(examplesDir, name);
  const cassettes = join(statSync(folder).isDirectory() ? folder : dirname(folder), 'cassettes');
  return existsSync(cassettes) ? { name, cassettes } : undefined;
}

/** A runtime that answers only from the example's cassette (a miss is a replay-miss error with a diff). */
async function replayExample(
  name: string,
  dir: string,
  shownDir: string,
  noModelMessage: string,
): Promise<AskModel> {
  const entries = await readEntries(dir);
  const first = entries[0];
  if (!first)
    throw new GrrafError('not-found', `the example "${name}" has no recorded answers`, { file: dir });
  // Never called: in replay mode the cassette answers every request or fails with a replay miss
  // first. No model is configured here, so resolveModel(…, { offline: true }) has no spec to parse;
  // the stand-in carries the recorded model id, because the id is part of the replay key.
  const runtime = createLlmRuntime({
    model: offlineModel('replay', first.modelId),
    label: first.recordedWith,
    cassette: { dir, mode: 'replay' },
  });
  return {
    runtime,
    replay: { example: name, dir: shownDir, recordedWith: first.recordedWith, noModelMessage },
  };
}

/**
 * `grraf ask "<question>" [--graph FILE | --store URI] [--method M]`: answers a question about a
 * graph. Parses the flags into an ask request, calls the application layer, prints the answer;
 * `--trace` prints every step first, `--json` prints the whole Solution.
 */

import type { Command } from 'commander';
import type { AskEnvironment, AskRequest, AskResult } from '../../app/ask.js';
import { GrrafError } from '../../errors.js';
import { describeCheckedEvidence } from '../../evidence/describe-evidence.js';
import { languagesInWords } from '../../exec/languages.js';
import type { FormatName } from '../../graph/formats/index.js';
import { formatNames } from '../../graph/formats/index.js';
import type { CassetteMode, LlmRuntime } from '../../llm/index.js';
import { parseOptionPairs } from '../../methods/method-options.js';
import { methodNames } from '../../methods/registry.js';
import { collect, timeLimitFlag } from '../flag-values.js';
import { formatTrace } from '../format-trace.js';
import { EXIT_USAGE } from '../run-cli.js';

/** Options of `grraf ask` (commander's camel-cased flags). */
export interface AskFlags {
  graph?: string;
  store?: string;
  format?: string;
  method?: string;
  lang?: string;
  model?: string;
  baseUrl?: string;
  trace?: boolean;
  json?: boolean;
  /** False with --no-phrase. */
  phrase?: boolean;
  /** --time-limit in seconds. */
  timeLimit?: string;
  maxRepairs?: string;
  /** --validate none|tests (GRRAF). */
  validate?: string;
  /** --hint, repeatable. */
  hint?: string[];
  /** --option key=value, repeatable. */
  option?: string[];
  cassette?: string;
  cassetteMode?: string;
  /** --pipeline lean|paper (GRRAF's step sequence). */
  pipeline?: string;
  /** --graph-access load|query|auto (GRRAF: load G, or query the store from the program). */
  graphAccess?: string;
  /** --cache-dir: reuse programs validated by earlier asks of the same shape. */
  cacheDir?: string;
}

/** Output streams, injectable for tests. */
export interface AskOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

const consoleOutput: AskOutput = { out: (t) => console.log(t), err: (t) => console.error(t) };

const CASSETTE_MODES: CassetteMode[] = ['record', 'replay', 'auto'];

/** The ask request the flags describe; bad flags are 'validation' errors naming the flag. */
export function askRequest(question: string | undefined, flags: AskFlags): AskRequest {
  const options: Record<string, unknown> = parseOptionPairs(flags.option ?? []);
  if (flags.lang !== undefined) options.language = flags.lang;
  if (flags.phrase === false) options.phrase = false;
  if (flags.validate !== undefined) options.validate = flags.validate;
  if (flags.timeLimit !== undefined) options.timeLimitMs = Math.round(timeLimitFlag(flags.timeLimit) * 1000);
  if (flags.maxRepairs !== undefined)
    options.maxRepairs = nonNegativeInteger(flags.maxRepairs, 'max-repairs');
  if (flags.pipeline !== undefined) options.pipeline = flags.pipeline;
  if (flags.graphAccess !== undefined) options.graphAccess = flags.graphAccess;
  const format = flags.format as FormatName | undefined;
  const request: AskRequest = { options, ...(flags.method ? { method: flags.method } : {}) };
  if (question?.trim()) request.question = question;
  if (flags.graph) request.graph = { file: flags.graph, ...(format ? { format } : {}) };
  else if (format) request.format = format;
  if (flags.store) request.store = flags.store;
  if (flags.hint?.length) request.hints = flags.hint;
  if (flags.cacheDir) request.cacheDir = flags.cacheDir;
  request.model = {
    ...(flags.model ? { spec: flags.model } : {}),
    ...(flags.baseUrl ? { baseUrl: flags.baseUrl } : {}),
    ...(flags.cassette ? { cassette: { dir: flags.cassette, mode: cassetteMode(flags.cassetteMode) } } : {}),
  };
  if (flags.cassetteMode && !flags.cassette) {
    throw new GrrafError('validation', '--cassette-mode needs --cassette <dir>', { field: 'cassette' });
  }
  return request;
}

/** Runs `grraf ask` without printing (tests and embedders inject a runtime or an environment). */
export async function askFromFlags(
  question: string | undefined,
  flags: AskFlags,
  environment: AskEnvironment & { runtime?: LlmRuntime } = {},
): Promise<AskResult> {
  const { runtime, ...env } = environment;
  const { ask } = await import('../../app/ask.js');
  return ask({ ...askRequest(question, flags), ...(runtime ? { runtime } : {}) }, env);
}

/** Prints a result and returns the exit code: 0 answered, 2 bad input or setup, 1 could not compute. */
export function printAsk(result: AskResult, flags: AskFlags, io: AskOutput = consoleOutput): number {
  const { solution, replay } = result;
  if (replay) {
    io.err(
      `grraf: no model configured — replaying the recorded answers of the bundled example "${replay.example}" ` +
        `(recorded with ${replay.recordedWith}; ${replay.dir})`,
    );
  }
  if (flags.json) io.out(JSON.stringify(solution, null, 2));
  else if (flags.trace) io.out(`${formatTrace(solution)}\n`);
  if (solution.outcome === 'answered') {
    if (!flags.json) io.out(solution.text);
    if (!flags.json && solution.evidence) io.out(`Evidence: ${describeCheckedEvidence(solution.evidence)}`);
    return 0;
  }
  const error = solution.error;
  // Bad input, or a setup the user must fix (e.g. the sandbox's native module did not load).
  if (error.step === 'input' || error.code === 'config') {
    io.err(`grraf: ${error.code} error: ${error.message}`);
    return EXIT_USAGE;
  }
  io.err(`grraf: ${solution.text} (stopped at step "${error.step}")`);
  return 1;
}

function nonNegativeInteger(value: string, field: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    throw new GrrafError('validation', `--${field} must be a non-negative integer, got "${value}"`, {
      field,
    });
  }
  return n;
}

function cassetteMode(mode = 'auto'): CassetteMode {
  if (!CASSETTE_MODES.includes(mode as CassetteMode)) {
    throw new GrrafError('validation', `unknown cassette mode "${mode}"; use ${CASSETTE_MODES.join(', ')}`, {
      field: 'cassette-mode',
    });
  }
  return mode as CassetteMode;
}

/** Registers `grraf ask`. */
export function register(program: Command): void {
  program
    .command('ask')
    .description('answer a question about a graph: the model writes a program that runs against the graph')
    .argument('[question]', 'the question; may contain the graph itself (GraphInstruct style)')
    .option('-g, --graph <file>', 'graph file (its own question is used when none is given)')
    .option(
      '-s, --store <uri>',
      'a store that already holds the graph: embedded:<dir>, neo4j://host:port, bolt://…',
    )
    .option('-f, --format <format>', `graph format, detected when absent: ${formatNames().join(', ')}`)
    .option('--method <name>', `method: ${methodNames().join(', ')}`, 'grraf')
    .option('-l, --lang <language>', `program language: ${languagesInWords()} (default js)`)
    .option('-m, --model <provider:model-id>', 'model (default: GRRAF_MODEL, grraf.config.json, API key env)')
    .option('--base-url <url>', 'OpenAI-compatible server URL')
    .option('--time-limit <seconds>', 'time limit t per program run (default 300)')
    .option('--max-repairs <n>', 'feedback rounds n after a failed run (default 3)')
    .option(
      '--validate <mode>',
      'GRRAF: tests = a program must pass self-generated test cases before its answer is trusted (default none)',
    )
    .option('--hint <text>', 'what a term of the question means (repeatable), passed to the model', collect)
    .option('--option <key=value>', "a method's own option, e.g. fallback=false (repeatable)", collect)
    .option(
      '--pipeline <name>',
      "GRRAF's steps: lean (default, one compile call) or paper (refine, template, code)",
    )
    .option(
      '--graph-access <mode>',
      'GRRAF, JavaScript: load (the graph as G), query (the program reads the store with cypher()), auto (default: query above 2M edges on a Cypher store)',
    )
    .option(
      '--cache-dir <dir>',
      'reuse programs validated by earlier questions of the same shape, kept in DIR',
    )
    .option('--cassette <dir>', 'record the model exchanges to DIR, or replay them from it')
    .option('--cassette-mode <mode>', 'record, replay or auto (replay what is recorded, record the rest)')
    .option('--no-phrase', 'print the answer value instead of a sentence')
    .option('--trace', 'print every step: prompts, responses, programs, results, tokens')
    .option('--json', 'print the Solution as JSON')
    .action(async (question: string | undefined, flags: AskFlags) => {
      const code = printAsk(await askFromFlags(question, flags), flags);
      if (code !== 0) process.exitCode = code;
    });
}

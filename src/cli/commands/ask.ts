/**
 * `grraf ask "<question>" [--graph FILE | --store URI]`: answers a question about a graph with GRRAF.
 * Prints the answer; `--trace` prints every step first, `--json` prints the whole Solution.
 */
import type { Command } from 'commander';
import { formatNames } from '../../graph/formats/index.js';
import { type AskEnvironment, type AskOptions, type AskResult, formatTrace, runAsk } from '../ask/index.js';
import { EXIT_USAGE } from '../run-cli.js';

/** Output streams, injectable for tests. */
export interface AskOutput {
  out: (text: string) => void;
  err: (text: string) => void;
}

const consoleOutput: AskOutput = { out: (t) => console.log(t), err: (t) => console.error(t) };

/** Prints a result and returns the exit code: 0 answered, 2 bad input, 1 could not compute. */
export function printAsk(result: AskResult, options: AskOptions, io: AskOutput = consoleOutput): number {
  const { solution, replay } = result;
  if (replay) {
    io.err(
      `grraf: no model configured — replaying the recorded answers of the bundled example "${replay.example}" ` +
        `(recorded with ${replay.recordedWith}; ${replay.dir})`,
    );
  }
  if (options.json) io.out(JSON.stringify(solution, null, 2));
  else if (options.trace) io.out(`${formatTrace(solution)}\n`);
  const answered = solution.path.kind !== 'could-not-compute';
  if (answered) {
    if (!options.json) io.out(solution.text);
    return 0;
  }
  const error = solution.error;
  if (error?.step === 'input') {
    io.err(`grraf: ${error.code} error: ${error.message}`);
    return EXIT_USAGE;
  }
  io.err(`grraf: ${solution.text}${error ? ` (stopped at step "${error.step}")` : ''}`);
  return 1;
}

/** Registers `grraf ask`. */
export function register(program: Command, env: AskEnvironment = {}): void {
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
    .option('-l, --lang <language>', 'program language: js, python or cypher', 'js')
    .option('-m, --model <provider:model-id>', 'model (default: GRRAF_MODEL, grraf.config.json, API key env)')
    .option('--base-url <url>', 'OpenAI-compatible server URL')
    .option('--time-limit <seconds>', 'time limit t per execution (default 300)')
    .option('--max-repairs <n>', 'feedback rounds n after a failed execution (default 3)')
    .option('--cassette <dir>', 'record the model exchanges to DIR, or replay them from it')
    .option(
      '--cassette-mode <mode>',
      'record, replay or auto (replay what is recorded, record the rest)',
      'auto',
    )
    .option('--no-phrase', 'print the answer value instead of a sentence')
    .option('--trace', 'print every step: prompts, responses, programs, results, tokens')
    .option('--json', 'print the Solution as JSON')
    .action(async (question: string | undefined, options: AskOptions) => {
      const code = printAsk(await runAsk(question, options, env), options);
      if (code !== 0) process.exitCode = code;
    });
}

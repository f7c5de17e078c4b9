/**
 * `npm run bench:local-model`: how fast the `local:` provider's model runs on this machine.
 * Gemma 3 270M Q4_K_M (from `npm run setup:local-model`, or --model FILE) on node-llama-cpp's
 * prebuilt CPU binary, loaded as the provider loads it (build 'never', no GPU on this machine).
 *
 * Prints, once: the binding's start-up (getLlama), the weights' load (loadModel; the file is in
 * the page cache after setup), the context's creation at the provider's default size. Then for
 * each thread count (--threads, default 1,2), the median of --rounds rounds (default 3) of:
 * - prompt: a --prompt-tokens token prompt (default 512, about GRRAF's compile prompt) evaluated
 *   from an empty context, in tokens per second of wall time and per second of CPU time (all
 *   threads; less sensitive than wall time to other jobs on a shared machine);
 * - generation: --gen-tokens tokens (default 128) generated greedily after it, same units.
 * The load average is printed before and after: on a shared machine, read the figures with it.
 *
 * Usage: npm run bench:local-model [-- --threads 1,2] [-- --rounds 3] [-- --model FILE]
 *        [-- --prompt-tokens 512] [-- --gen-tokens 128]
 */
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { median } from '../src/bench/report/stats.js';
import { locateLlamaCpp } from '../src/llm/local/llama-cpp-module.js';
import { DEFAULT_CONTEXT_SIZE } from '../src/llm/local/local-model.js';
import { GEMMA_270M, LLAMA_CPP_VERSION } from '../src/llm/local/local-model-files.js';

const { values: args } = parseArgs({
  options: {
    threads: { type: 'string', default: '1,2' },
    rounds: { type: 'string', default: '3' },
    model: { type: 'string', default: GEMMA_270M.file },
    'prompt-tokens': { type: 'string', default: '512' },
    'gen-tokens': { type: 'string', default: '128' },
  },
});

/** The part of node-llama-cpp's API this benchmark uses (the package is not a dependency). */
interface Sequence {
  evaluateWithoutGeneratingNewTokens(tokens: number[]): Promise<void>;
  evaluate(tokens: number[], options: { temperature: number }): AsyncGenerator<number>;
  clearHistory(): Promise<void>;
}
interface BenchLlamaCpp {
  getLlama(options: { build: 'never'; maxThreads: number; logLevel: 'error' }): Promise<{
    gpu: string | false;
    buildType: string;
    loadModel(options: { modelPath: string }): Promise<{
      tokenize(text: string): number[];
      createContext(options: { contextSize: number; sequences: 1; threads: number }): Promise<{
        contextSize: number;
        getSequence(): Sequence;
        dispose(): Promise<void>;
      }>;
    }>;
    dispose(): Promise<void>;
  }>;
}

const threadCounts = args.threads.split(',').map(Number);
const rounds = Number(args.rounds);
const promptTokens = Number(args['prompt-tokens']);
const genTokens = Number(args['gen-tokens']);

function load(): string {
  return loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
}

/** Runs `work`; wall and CPU (user + system, every thread) milliseconds. */
async function timed(work: () => Promise<void>): Promise<{ wallMs: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const used = process.cpuUsage(cpu);
  return { wallMs: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

const entry = locateLlamaCpp();
if (!entry) throw new Error('node-llama-cpp is not installed: run `npm run setup:local-model`');
const llamaCpp = (await import(pathToFileURL(entry).href)) as BenchLlamaCpp;

console.log(`CPU: ${cpus()[0]?.model} × ${cpus().length}; node-llama-cpp ${LLAMA_CPP_VERSION}`);
console.log(`model: ${args.model}`);
console.log(`load average before: ${load()}`);

let llama!: Awaited<ReturnType<BenchLlamaCpp['getLlama']>>;
const start = await timed(async () => {
  llama = await llamaCpp.getLlama({
    build: 'never',
    maxThreads: Math.max(...threadCounts),
    logLevel: 'error',
  });
});
let model!: Awaited<ReturnType<typeof llama.loadModel>>;
const weights = await timed(async () => {
  model = await llama.loadModel({ modelPath: args.model });
});
console.log(`binding: ${llama.buildType}, gpu ${llama.gpu}; getLlama ${start.wallMs.toFixed(0)} ms`);
console.log(`loadModel ${weights.wallMs.toFixed(0)} ms (CPU ${weights.cpuMs.toFixed(0)} ms)`);

// Text like a GRRAF prompt: a schema, library signatures, code.
const sample =
  'Graph: undirected, edge weights float 1.6..3.9, 20 nodes, 33 edges, node ids integers. ' +
  'shortestPathLength(G, s, t, {weight}) returns the total weight. ' +
  'const d = shortestPathLength(G, String(params.s), String(params.t), { weight: "weight" }); answer = d;\n';
const promptText = sample.repeat(Math.ceil((promptTokens * 8) / sample.length));
const prompt = model.tokenize(promptText).slice(0, promptTokens);
if (prompt.length < promptTokens) throw new Error(`the sample text gives only ${prompt.length} tokens`);

const contextCreation: string[] = [];
console.log('');
console.log(
  '| threads | prompt tok/s (wall) | prompt tok/CPU-s | generation tok/s (wall) | generation tok/CPU-s |',
);
console.log('|---:|---:|---:|---:|---:|');
for (const threads of threadCounts) {
  let context!: Awaited<ReturnType<typeof model.createContext>>;
  const created = await timed(async () => {
    context = await model.createContext({ contextSize: DEFAULT_CONTEXT_SIZE, sequences: 1, threads });
  });
  contextCreation.push(`${threads} thread(s): ${created.wallMs.toFixed(0)} ms`);
  const sequence = context.getSequence();
  const promptRuns: { wallMs: number; cpuMs: number }[] = [];
  const genRuns: { wallMs: number; cpuMs: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    await sequence.clearHistory();
    promptRuns.push(await timed(() => sequence.evaluateWithoutGeneratingNewTokens(prompt.slice(0, -1))));
    genRuns.push(
      await timed(async () => {
        let n = 0;
        // Greedy, and past an end-of-turn token too: a fixed count of generated tokens.
        for await (const _ of sequence.evaluate(prompt.slice(-1), { temperature: 0 })) {
          if (++n >= genTokens) break;
        }
      }),
    );
  }
  const rate = (tokens: number, runs: { wallMs: number; cpuMs: number }[], key: 'wallMs' | 'cpuMs') =>
    ((tokens * 1000) / median(runs.map((r) => r[key]))).toFixed(1);
  console.log(
    `| ${threads} | ${rate(prompt.length - 1, promptRuns, 'wallMs')} | ${rate(prompt.length - 1, promptRuns, 'cpuMs')} | ` +
      `${rate(genTokens, genRuns, 'wallMs')} | ${rate(genTokens, genRuns, 'cpuMs')} |`,
  );
  await context.dispose();
}
console.log('');
console.log(`createContext (${DEFAULT_CONTEXT_SIZE} tokens): ${contextCreation.join(', ')}`);
console.log(`load average after: ${load()}`);
await llama.dispose();

/**
 * Run as a child process by exit-after-close.test.ts: two executors start a program that
 * allocates in a loop, the runs are cancelled after argv[2] ms — while isolated-vm loads, while
 * the sandboxes are being made, or while the programs run, depending on the machine's load — the
 * executors are closed, and the process exits at once, as the CLI does on Ctrl-C. It must exit
 * with status 0, not die of a signal.
 */
import type { GraphData } from '../../../graph/model.js';
import { JsExecutor } from '../js-executor.js';

const G: GraphData = {
  directed: false,
  nodes: [0, 1].map((id) => ({ id, labels: [], properties: {} })),
  edges: [{ source: 0, target: 1, properties: {} }],
};
const program = 'const a = []; for (;;) { a.push({ x: a.length }); if (a.length > 1e5) a.length = 0; }';
const executors = [new JsExecutor(), new JsExecutor()];
const controller = new AbortController();
const runs = executors.map((ex) =>
  ex.run(program, { graphs: { G } }, {}, controller.signal).catch(() => undefined),
);
await new Promise((resolve) => setTimeout(resolve, Number(process.argv[2] ?? 300)));
controller.abort();
await Promise.all(runs);
await Promise.all(executors.map((ex) => ex.close()));
process.exit(0);

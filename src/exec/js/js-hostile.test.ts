/**
 * Hostile programs: each must end in the expected typed error, leave the host untouched, and
 * leave the executor able to run the next program.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExecErrorKind } from '../executor.js';
import { pathGraph } from '../test-support/graphs.js';
import { hostileHost } from '../test-support/hostile-host.js';
import { JsExecutor } from './js-executor.js';

const ex = new JsExecutor({ limits: { timeLimitMs: 500, memoryMb: 64, outputBytes: 10_000 } });
const G = pathGraph();
const host = hostileHost('grraf-js-hostile-', ex);
const marker = join(host.dir, 'written');

const corpus: [string, () => string, ExecErrorKind][] = [
  ['read /etc/passwd', () => 'answer = require("fs").readFileSync("/etc/passwd", "utf8")', 'forbidden'],
  ['write a file', () => `require("fs").writeFileSync(${JSON.stringify(marker)}, "x")`, 'forbidden'],
  ['spawn a process', () => `require("child_process").execSync("touch ${marker}")`, 'forbidden'],
  ['open a socket with fetch', () => `answer = await fetch("http://127.0.0.1:${host.port}/")`, 'forbidden'],
  ['open a WebSocket', () => `new WebSocket("ws://127.0.0.1:${host.port}/")`, 'forbidden'],
  ['import a module', () => 'answer = await import("node:fs")', 'forbidden'],
  [
    'static import statement',
    () => 'import fs from "node:fs";\nanswer = fs.readFileSync("/etc/passwd")',
    'forbidden',
  ],
  ['read process.env', () => 'answer = process.env.OPENAI_API_KEY', 'forbidden'],
  [
    'Function constructor to process',
    () => 'this.constructor.constructor("return process")().exit(1)',
    'forbidden',
  ],
  ['G.constructor.constructor', () => 'G.constructor.constructor("return process")().exit(1)', 'forbidden'],
  [
    'AsyncFunction constructor',
    () => 'answer = await Object.getPrototypeOf(async () => {}).constructor("return process")()',
    'forbidden',
  ],
  [
    'Error.prepareStackTrace call sites',
    () =>
      [
        'Error.prepareStackTrace = (_, frames) => frames;',
        'for (const f of new Error().stack) {',
        '  const t = f.getThis && f.getThis();',
        '  if (t && t.constructor) t.constructor.constructor("return process")().exit(1);',
        '}',
        'process.exit(1);',
      ].join('\n'),
    'forbidden',
  ],
  ['infinite loop', () => 'while (true) {}', 'timeout'],
  [
    'loop that catches termination',
    () => 'for (;;) { try { while (true) {} } catch {} finally { continue; } }',
    'timeout',
  ],
  ['answer whose toJSON never returns', () => 'answer = { toJSON() { for (;;) {} } }', 'timeout'],
  [
    'answer getter that never returns',
    () => 'Object.defineProperty(globalThis, "answer", { get() { for (;;) {} } })',
    'timeout',
  ],
  ['promise that never settles', () => 'answer = await new Promise(() => {})', 'timeout'],
  ['array allocation bomb', () => 'const a = []; for (;;) a.push(new Array(1e5).fill(1.5))', 'memory'],
  ['string allocation bomb', () => 'let s = "x"; for (;;) s += s', 'memory'],
  [
    'ArrayBuffer allocation bomb',
    () => 'const k = []; for (;;) k.push(new ArrayBuffer(16 * 1024 * 1024))',
    'memory',
  ],
  ['one huge ArrayBuffer', () => 'new ArrayBuffer(2 ** 32)', 'memory'],
  // WebAssembly, resizable and shared buffers escape isolated-vm's limit: the sandbox removes them.
  ['WebAssembly memory', () => 'new WebAssembly.Memory({ initial: 16000 })', 'forbidden'],
  ['SharedArrayBuffer', () => 'new SharedArrayBuffer(2 ** 30)', 'forbidden'],
  [
    'resizable ArrayBuffer',
    () => 'const b = new ArrayBuffer(2 ** 30, { maxByteLength: 2 ** 31 }); new Uint8Array(b).fill(1)',
    'memory',
  ],
  [
    'resizable ArrayBuffer via the prototype constructor',
    () =>
      'const AB = Object.getPrototypeOf(new Uint8Array(1).buffer).constructor;\nnew AB(1, { maxByteLength: 2 ** 31 }).resize(2 ** 30)',
    'runtime',
  ],
  ['deep recursion', () => 'function f(n) { return f(n + 1) + 1 }\nanswer = f(0)', 'runtime'],
  ['huge output', () => 'for (;;) console.log("y".repeat(1000))', 'timeout'],
];

describe('JsExecutor contains hostile programs', () => {
  it.each(corpus)('%s', async (_name, code, kind) => {
    const r = await ex.run(code(), { graphs: { G } });
    expect(r.ok).toBe(false);
    expect(r.error?.kind).toBe(kind);
    expect(r.durationMs).toBeLessThan(3000);
    expect(Buffer.byteLength(r.output)).toBeLessThan(10_100);
    const next = await ex.run('answer = G.order', { graphs: { G } });
    expect(next).toMatchObject({ ok: true, answer: 5 });
  });

  it('left no file, no connection and no secret behind', async () => {
    const r = await ex.run(
      [
        'const seen = [];',
        'for (const k of Object.getOwnPropertyNames(globalThis)) {',
        '  try { seen.push(k, JSON.stringify(globalThis[k])) } catch {}',
        '}',
        'answer = seen.join(" ")',
      ].join('\n'),
      { graphs: { G } },
    );
    expect(r.ok).toBe(true);
    expect(String(r.answer)).not.toContain('sk-test-must-not-leak');
    expect(String(r.answer)).toContain('Graph'); // the probe did see the sandbox's own globals
    expect(existsSync(marker)).toBe(false);
    expect(host.connections).toBe(0);
  });
});

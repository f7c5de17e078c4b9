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

// Each program ends in its kind; a program that exhausts both time and memory may end in either,
// whichever this machine runs out of first.
const corpus: [string, () => string, ExecErrorKind | ExecErrorKind[]][] = [
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
  // What a program throws is read inside the isolate, within the time limit (isolated-vm reads a
  // thrown value's message and stack with none: these hung the executor for good).
  [
    'a thrown Proxy whose every read loops',
    () => 'throw new Proxy({}, { get() { for (;;) {} } })',
    'timeout',
  ],
  [
    'a thrown object whose message and stack getters loop',
    () => 'throw { get message() { for (;;) {} }, get stack() { for (;;) {} } }',
    'timeout',
  ],
  [
    'a thrown Error whose message and stack getters loop',
    () =>
      'const e = new Error("x");\nfor (const k of ["message", "stack"]) Object.defineProperty(e, k, { get() { for (;;) {} } });\nthrow e',
    'timeout',
  ],
  ['a thrown object whose toString loops', () => 'throw { toString() { for (;;) {} } }', 'timeout'],
  [
    'a promise rejected with a looping Proxy',
    () => 'await Promise.reject(new Proxy({}, { get() { for (;;) {} } }))',
    'timeout',
  ],
  [
    'an answer getter that throws a looping Proxy',
    () => 'answer = { get x() { throw new Proxy({}, { get() { for (;;) {} } }) } }',
    'timeout',
  ],
  [
    'a thrown Proxy whose traps throw',
    () => 'const p = new Proxy({}, { get() { throw p }, getPrototypeOf() { throw p } });\nthrow p',
    'runtime',
  ],
  [
    'a thrown object whose Symbol.toPrimitive loops',
    () => 'throw { [Symbol.toPrimitive]() { for (;;) {} } }',
    'timeout',
  ],
  [
    'a thrown revoked Proxy',
    () => 'const { proxy, revoke } = Proxy.revocable({}, {});\nrevoke();\nthrow proxy',
    'runtime',
  ],
  [
    'an answer that is a sparse array of 2**31 slots',
    () => 'const a = [];\na[2 ** 31] = 1;\nanswer = a',
    'timeout',
  ],
  [
    "an error that claims to be the sandbox's time-out",
    () => 'throw new Error("Script execution timed out.")',
    'runtime',
  ],
  [
    // Each promise waits on the next one, so the chain holds all of them: memory runs out too.
    'an endless chain of microtasks left behind',
    () => 'const f = () => Promise.resolve().then(f);\nf();\nanswer = 1',
    ['timeout', 'memory'],
  ],
  [
    'a FinalizationRegistry whose callback loops',
    () =>
      'const fr = new FinalizationRegistry(() => { for (;;) {} });\nfor (let i = 0; i < 100; i++) fr.register({ i }, i);\nglobalThis.k = fr;\nanswer = 1',
    'forbidden',
  ],
];

/** What a run may leave in its isolate; the next five runs must not notice any of it. */
const LEFTOVERS = [
  [
    'a FinalizationRegistry whose callback loops (it timed out the third run after it)',
    'const fr = new FinalizationRegistry(() => { for (;;) {} });\nfor (let i = 0; i < 100; i++) fr.register({ i }, i);\nglobalThis.k = fr;\nanswer = 1',
  ],
  [
    '40 MB kept reachable from a global',
    'globalThis.k = [];\nfor (let i = 0; i < 50; i++) k.push(new Array(1e5).fill(i));\nanswer = 1',
  ],
  ['a patched Object.prototype', 'Object.prototype.leak = 1;\nanswer = 1'],
  ['an endless chain of microtasks', 'const f = () => Promise.resolve().then(f);\nf();\nanswer = 1'],
];

/** Builtins a program may replace before printing and answering; none may change what leaves. */
const PATCHES = [
  'Array.prototype.join = () => "x".repeat(5e7)',
  'Array.prototype.map = Array.prototype.push = () => { for (;;) {} }',
  'String.prototype.slice = String.prototype.charCodeAt = () => "x".repeat(5e7)',
  'Function.prototype.call = Function.prototype.apply = Function.prototype.bind = () => { throw new Error("patched") }',
  'Reflect.apply = () => { for (;;) {} }',
  'JSON.stringify = () => "x".repeat(5e7)',
  'Object.keys = Array.isArray = () => { for (;;) {} }',
  'Set.prototype.has = () => true; Set.prototype.add = Map.prototype.forEach = () => { for (;;) {} }',
  'Object.defineProperty(Object.prototype, "used", { set() { for (;;) {} } })',
  'String = Number = TypeError = () => { for (;;) {} }',
  'Array.prototype[Symbol.iterator] = function* () { for (;;) yield "x".repeat(1e6) }',
];

describe('JsExecutor contains hostile programs', () => {
  it.each(corpus)('%s', async (_name, code, kind) => {
    const r = await ex.run(code(), { graphs: { G } });
    expect(r.ok).toBe(false);
    expect([kind].flat()).toContain(r.error?.kind);
    expect(r.durationMs).toBeLessThan(3000);
    expect(Buffer.byteLength(r.output)).toBeLessThan(10_100);
    const next = await ex.run('answer = G.order', { graphs: { G } });
    expect(next).toMatchObject({ ok: true, answer: 5 });
  });

  it.each(PATCHES)('output and answer keep their shape and size after %s', async (patch) => {
    // The Map is filled with set(): the program's own `new Map([...])` would use its patched iterator.
    const code = `${patch};\nconsole.log("a", [1, 2], { b: 3 });\nanswer = [1, { c: new Map().set(2, 3) }]`;
    const r = await ex.run(code, { graphs: { G } });
    expect(r).toMatchObject({ ok: true, answer: [1, { c: [[2, 3]] }] });
    expect(r.output).toBe('a [1,2] {"b":3}\n');
  });

  it('settles with a typed failure when a patched join breaks console.log', async () => {
    const r = await ex.run('Array.prototype.join = () => ({});\nconsole.log(1)', { graphs: { G } });
    expect(r).toMatchObject({ ok: false, error: { kind: 'runtime' }, output: '1\n' });
  });

  it('keeps output to the cap, in bytes, whatever the program patched', async () => {
    const code =
      'Array.prototype.join = () => "x".repeat(5e7);\nfor (let i = 0; i < 30; i++) console.log("é".repeat(1000));\nanswer = 1';
    const r = await ex.run(code, { graphs: { G } });
    expect(r).toMatchObject({ ok: true, answer: 1 });
    expect(Buffer.byteLength(r.output)).toBeLessThanOrEqual(10_100);
    expect(r.output).toContain('[output truncated at 10000 bytes]');
  });

  it('caps error messages', async () => {
    const r = await ex.run('throw new Error("x".repeat(2e7))', { graphs: { G } });
    expect(r.error?.kind).toBe('runtime');
    expect(r.error?.message.length).toBeLessThan(5000);
  });

  it('refuses an answer longer than the cap instead of copying it out', async () => {
    const small = new JsExecutor({ limits: { timeLimitMs: 2000, memoryMb: 64 }, maxAnswerChars: 100_000 });
    try {
      const r = await small.run('answer = "x".repeat(1e6)', { graphs: { G } });
      expect(r).toMatchObject({ ok: false, error: { kind: 'runtime' } });
      expect(r.error?.message).toMatch(/larger than 100,000 characters/);
      const fits = await small.run('answer = "x".repeat(9e4).length', { graphs: { G } });
      expect(fits).toMatchObject({ ok: true, answer: 90_000 });
    } finally {
      await small.close();
    }
  });

  it.each(LEFTOVERS)('no later run sees what a run left behind: %s', async (_name, code) => {
    await ex.run('answer = 0', { graphs: { G } }); // a warm executor, as between questions
    await ex.run(code, { graphs: { G } });
    for (let i = 0; i < 5; i++) {
      const probe = 'answer = [G.order, typeof ({}).leak, typeof k]';
      const r = await ex.run(
        i % 2 ? probe : `const a = []; for (let i = 0; i < 1e5; i++) a.push({ i });\n${probe}`,
        {
          graphs: { G },
        },
      );
      expect(r).toMatchObject({ ok: true, answer: [5, 'undefined', 'undefined'] });
    }
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

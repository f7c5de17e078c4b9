/**
 * Run as a child process by lazy-load.test.ts: imports the package entry and the executors'
 * entry (grraf/exec), creates a JavaScript executor, then runs one program, and prints after each step whether isolated-vm's native module
 * has been loaded (the CommonJS module cache holds it once anything imported it).
 */
import { createRequire } from 'node:module';

const cache = createRequire(import.meta.url).cache;
const loaded = () => Object.keys(cache).some((k) => k.includes(`${'isolated-vm'}`));
const steps: Record<string, boolean> = {};
await import('../../index.js');
const exec = await import('../index.js');
steps.imported = loaded();
const ex = exec.createExecutor('js');
steps.created = loaded();
await ex.run('answer = 1', { graphs: {} });
steps.ran = loaded();
await ex.close();
process.stdout.write(JSON.stringify(steps));

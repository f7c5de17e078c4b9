// The bench's own Python peers (`npm run bench:exec`): `.venv-bench/` in the project root, with
// scripts/python/bench-requirements.txt from PyPI (igraph), apart from the executor's pinned
// `.venv`, so nothing the bench compares against changes what programs run with. bench-exec.ts
// runs this when the venv is missing or stale; run it by hand with
// `node scripts/python/bench-setup.mjs`. Prints the interpreter's path on its last line, or
// fails with the reason (no network, no python3).
//
// Plain Node, as scripts/setup-python.mjs: three commands (venv, pip install, an import check).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const venv = join(root, '.venv-bench');
const python = join(venv, 'bin', 'python');
const requirements = readFileSync(join(root, 'scripts', 'python', 'bench-requirements.txt'), 'utf8');
const stamp = join(venv, '.grraf-requirements');
const IMPORT_CHECK = 'import igraph; print(igraph.__version__)';

function run(command, args) {
  return spawnSync(command, args, { encoding: 'utf8' });
}

function fail(message) {
  console.error(`bench-setup: ${message}`);
  process.exit(1);
}

const fresh = existsSync(stamp) && readFileSync(stamp, 'utf8') === requirements;
if (!fresh || run(python, ['-I', '-c', IMPORT_CHECK]).status !== 0) {
  const base = process.env.GRRAF_BENCH_PYTHON ?? 'python3';
  const made = run(base, ['-m', 'venv', venv]);
  if (made.status !== 0) fail(`${base} -m venv ${venv} failed: ${made.stderr || made.error?.message}`);
  const pip = run(python, [
    '-m',
    'pip',
    'install',
    '--quiet',
    '-r',
    join(root, 'scripts', 'python', 'bench-requirements.txt'),
  ]);
  if (pip.status !== 0)
    fail(`pip install of bench-requirements.txt failed: ${pip.stderr.trim().split('\n').pop()}`);
  writeFileSync(stamp, requirements);
}
const check = run(python, ['-I', '-c', IMPORT_CHECK]);
if (check.status !== 0) fail(`${python} cannot import igraph: ${check.stderr.trim().split('\n').pop()}`);
console.log(`bench-setup: igraph ${check.stdout.trim()} in ${venv}`);
console.log(python);

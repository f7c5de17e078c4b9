// `npm run setup:python`: the Python executor's virtual environment, `.venv/` in the project root
// (ignored by git), with the pinned packages of scripts/python/requirements.txt from PyPI. The
// executor finds `.venv/bin/python` by itself (src/exec/python/interpreter.ts), so GRRAF_PYTHON
// need not be set. A second run checks the stamp and the imports, and installs nothing.
//
// Plain Node (no tsx): it runs before anything else is built. Written by hand because what it
// does is three commands (venv, pip install, an import check) whose failures need our wording.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const venv = join(root, '.venv');
const python = join(venv, 'bin', 'python');
const requirementsFile = join(root, 'scripts', 'python', 'requirements.txt');
const requirements = readFileSync(requirementsFile, 'utf8');
const stamp = join(venv, '.grraf-requirements');
const IMPORT_CHECK = 'import networkx, scipy; print(networkx.__version__)';
/** The oldest Python the pinned packages install on (NetworkX 3.6 and SciPy 1.17 need 3.11). */
const MIN_PYTHON = [3, 11];

function run(command, args, options = {}) {
  return spawnSync(command, args, { encoding: 'utf8', ...options });
}

function fail(message) {
  console.error(`setup:python: ${message}`);
  process.exit(1);
}

function importsWork() {
  const r = run(python, ['-I', '-c', IMPORT_CHECK]);
  return r.status === 0 ? r.stdout.trim() : undefined;
}

if (existsSync(stamp) && readFileSync(stamp, 'utf8') === requirements) {
  const version = importsWork();
  if (version) {
    console.log(`setup:python: ${python} is up to date (networkx ${version})`);
    process.exit(0);
  }
}

/** The first interpreter that is new enough to create the venv from. */
function basePython() {
  const tried = [];
  for (const candidate of [process.env.GRRAF_SETUP_PYTHON, 'python3', '/usr/bin/python3']) {
    if (!candidate) continue;
    const r = run(candidate, ['-c', 'import sys; print(*sys.version_info[:2])']);
    if (r.status !== 0) {
      tried.push(`${candidate}: ${(r.error?.message ?? r.stderr).trim() || `exit ${r.status}`}`);
      continue;
    }
    const [major, minor] = r.stdout.trim().split(' ').map(Number);
    if (major > MIN_PYTHON[0] || (major === MIN_PYTHON[0] && minor >= MIN_PYTHON[1])) return candidate;
    tried.push(`${candidate}: Python ${major}.${minor} is older than ${MIN_PYTHON.join('.')}`);
  }
  fail(
    `no Python ${MIN_PYTHON.join('.')} or newer found (set GRRAF_SETUP_PYTHON to one):\n  ${tried.join('\n  ')}`,
  );
}

const base = basePython();
console.log(`setup:python: creating ${venv} from ${base}`);
const created = run(base, ['-m', 'venv', '--clear', venv], { stdio: ['ignore', 'inherit', 'pipe'] });
if (created.status !== 0) {
  const why = (created.stderr ?? '').trim().split('\n').pop();
  fail(
    `\`${base} -m venv\` failed: ${why || `exit ${created.status}`}` +
      ' (Debian/Ubuntu: apt-get install python3-venv)',
  );
}
console.log(`setup:python: installing ${requirementsFile}`);
const installed = run(
  python,
  ['-m', 'pip', 'install', '--disable-pip-version-check', '--no-input', '--quiet', '-r', requirementsFile],
  { stdio: 'inherit' },
);
if (installed.status !== 0) fail(`pip install failed (exit ${installed.status})`);
const version = importsWork();
if (!version) fail(`${python} cannot import networkx and scipy after the install`);
writeFileSync(stamp, requirements);
console.log(`setup:python: ready: ${python} (networkx ${version})`);

/**
 * Finds a Python interpreter that imports networkx under the conditions the executor runs it in:
 * GRRAF_PYTHON when set (and then only it: a named interpreter that does not work is an error, not
 * a reason to run another one), else the project's own `.venv/bin/python` (`npm run setup:python`),
 * then `python3` on PATH, then /usr/bin/python3.
 *
 * Two probes per candidate. The first runs outside the sandbox with the caller's environment
 * (pyenv shims need it) but with `-I -S`: no site module, so no `.pth` file of a site-packages
 * directory executes; it only reports where the interpreter lives. The second imports networkx
 * the way programs will run: inside the sandbox (sandbox.ts) with an empty environment.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GrrafError } from '../../errors.js';
import { type ProbeCommand, type ProbeResult, runAsync, runSync } from './probe.js';
import { type InterpreterPaths, sandboxArgs } from './sandbox.js';

/** A usable interpreter. */
export interface PythonInfo extends InterpreterPaths {
  /** Absolute path (sys.executable), so it runs without PATH in an empty environment. */
  executable: string;
  /** sys.prefix, base_prefix, exec_prefix, base_exec_prefix and a venv root: bound read-only into the sandbox. */
  prefixes: string[];
  networkxVersion: string;
  pythonVersion: string;
}

// Without the site module a virtualenv's sys.prefix is its base: the venv root (the directory
// holding pyvenv.cfg above bin/python) is added by hand.
const PATHS_PROBE = [
  'import sys, os, json',
  'prefixes = [sys.prefix, sys.base_prefix, sys.exec_prefix, sys.base_exec_prefix]',
  'venv = os.path.dirname(os.path.dirname(os.path.abspath(sys.executable)))',
  "if os.path.isfile(os.path.join(venv, 'pyvenv.cfg')): prefixes.append(venv)",
  "print(json.dumps({'executable': sys.executable, 'version': sys.version.split()[0], 'prefixes': prefixes}))",
].join('\n');
const NETWORKX_PROBE = 'import networkx; print(networkx.__version__)';
const INSTALL_HINT =
  'run `npm run setup:python` in the grraf checkout (a .venv with NetworkX 3 from PyPI), ' +
  'or `pip install networkx` in a virtualenv and set GRRAF_PYTHON=/path/to/venv/bin/python; ' +
  'user-site installs are invisible because the executor runs python -I';

/**
 * The project's virtual environment made by `npm run setup:python`. This file sits at
 * src/exec/python/ and, built, at dist/exec/python/: three levels below the package root either way.
 */
export const PROJECT_VENV_PYTHON = fileURLToPath(new URL('../../../.venv/bin/python', import.meta.url));

function lastLine(text: string | undefined): string {
  return (text ?? '').trim().split('\n').pop() ?? '';
}

type Paths = InterpreterPaths & { version: string };

function* probePaths(command: string): Generator<ProbeCommand, Paths | string, ProbeResult> {
  const r = yield { argv: [command, '-I', '-S', '-c', PATHS_PROBE] };
  if (r.error) return `${command}: ${r.error.message}`;
  if (r.status !== 0) return `${command}: ${lastLine(r.stderr) || `exit ${r.status}`}`;
  try {
    const p = JSON.parse(r.stdout) as Paths;
    if (!p.executable) return `${command}: it does not know its own path (sys.executable is empty)`;
    return p;
  } catch {
    return `${command}: unexpected probe output`;
  }
}

function* probeNetworkx(
  paths: InterpreterPaths,
  bwrap: string | undefined,
): Generator<ProbeCommand, string | { version: string }, ProbeResult> {
  const prefix = bwrap ? sandboxArgs(bwrap, paths) : [];
  const r = yield { argv: [...prefix, paths.executable, '-I', '-c', NETWORKX_PROBE], env: {} };
  const where = bwrap ? ' (in the sandbox, with an empty environment)' : ' (with an empty environment)';
  if (r.error) return `${paths.executable}: ${r.error.message}${where}`;
  if (r.status !== 0) return `${paths.executable}: ${lastLine(r.stderr) || `exit ${r.status}`}${where}`;
  return { version: r.stdout.trim() };
}

/**
 * Candidate commands in order of preference: GRRAF_PYTHON alone when it is set; else the project's
 * venv (when it exists), `python3`, /usr/bin/python3.
 */
export function pythonCandidates(
  env: NodeJS.ProcessEnv = process.env,
  projectVenvPython: string = PROJECT_VENV_PYTHON,
): string[] {
  if (env.GRRAF_PYTHON) return [env.GRRAF_PYTHON];
  const venv = existsSync(projectVenvPython) ? [projectVenvPython] : [];
  return [...new Set([...venv, 'python3', '/usr/bin/python3'])];
}

const found = new Map<string, PythonInfo>();

function* discover(
  candidates: string[] | undefined,
  bwrap: string | undefined,
): Generator<ProbeCommand, PythonInfo, ProbeResult> {
  const list = candidates ?? pythonCandidates();
  const key = `${list.join('\0')}|${bwrap ?? ''}`;
  const cached = found.get(key);
  if (cached) return cached;
  const tried: string[] = [];
  for (const c of list) {
    const paths = yield* probePaths(c);
    if (typeof paths === 'string') {
      tried.push(paths);
      continue;
    }
    const nx = yield* probeNetworkx(paths, bwrap);
    if (typeof nx === 'string') {
      tried.push(nx);
      continue;
    }
    const info: PythonInfo = {
      executable: paths.executable,
      prefixes: paths.prefixes,
      networkxVersion: nx.version,
      pythonVersion: paths.version,
    };
    found.set(key, info);
    return info;
  }
  const named = candidates === undefined ? process.env.GRRAF_PYTHON : undefined;
  if (named) {
    throw new GrrafError(
      'config',
      `GRRAF_PYTHON names an interpreter that cannot run programs with networkx: ${tried.join('; ')} ` +
        '(grraf does not fall back to another interpreter when GRRAF_PYTHON is set; fix or unset it)',
      { field: 'GRRAF_PYTHON', details: { tried } },
    );
  }
  throw new GrrafError('config', `no Python interpreter with networkx found: ${INSTALL_HINT}`, {
    details: { tried },
  });
}

/**
 * The first of `candidates` (default pythonCandidates()) that imports networkx — inside the
 * sandbox run by `bwrap` when given, else outside it; cached per arguments. GrrafError('config')
 * saying how to install networkx when none does.
 */
export function findPython(candidates?: string[], bwrap?: string): PythonInfo {
  return runSync(discover(candidates, bwrap));
}

/** findPython without blocking the event loop. */
export function locatePython(candidates?: string[], bwrap?: string): Promise<PythonInfo> {
  return runAsync(discover(candidates, bwrap));
}

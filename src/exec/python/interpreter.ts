/**
 * Finds a Python interpreter that imports networkx under the conditions the executor runs it in
 * (`-I`, empty environment): GRRAF_PYTHON, then `python3` on PATH, then /usr/bin/python3.
 * Also detects whether `unshare -rn` (a private, empty network namespace) works on this OS.
 */
import { spawnSync } from 'node:child_process';
import { GrrafError } from '../../errors.js';

/** A usable interpreter. */
export interface PythonInfo {
  /** Absolute path (sys.executable), so it runs without PATH in an empty environment. */
  executable: string;
  networkxVersion: string;
  pythonVersion: string;
}

const PROBE =
  'import sys, networkx; print(sys.executable); print(networkx.__version__); print(sys.version.split()[0])';
const INSTALL_HINT =
  'install NetworkX for python3 (Debian/Ubuntu: `apt-get install --no-install-recommends python3-networkx`; ' +
  'elsewhere `pip install networkx` in a virtualenv and set GRRAF_PYTHON=/path/to/venv/bin/python; ' +
  'user-site installs are invisible because the executor runs python -I)';

function probe(command: string, env: NodeJS.ProcessEnv): PythonInfo | string {
  const r = spawnSync(command, ['-I', '-c', PROBE], { env, encoding: 'utf8', timeout: 20_000 });
  if (r.error) return `${command}: ${r.error.message}`;
  if (r.status !== 0) return `${command}: ${(r.stderr || '').trim().split('\n').pop() ?? `exit ${r.status}`}`;
  const [executable, networkxVersion, pythonVersion] = r.stdout.trim().split('\n');
  if (!executable || !networkxVersion) return `${command}: unexpected probe output`;
  return { executable, networkxVersion, pythonVersion: pythonVersion ?? '' };
}

/** Candidate commands in order of preference. */
export function pythonCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  const list = [env.GRRAF_PYTHON, 'python3', '/usr/bin/python3'].filter((c): c is string => !!c);
  return [...new Set(list)];
}

let found: PythonInfo | undefined;

/**
 * The first of `candidates` that imports networkx (cached for the default candidates);
 * GrrafError('config') saying how to install it when none does.
 */
export function findPython(candidates?: string[]): PythonInfo {
  if (!candidates && found) return found;
  const tried: string[] = [];
  for (const c of candidates ?? pythonCandidates()) {
    // The probe is trusted code: it may use the caller's environment (pyenv shims need it);
    // the interpreter it names is then re-checked with the empty environment runs get.
    const first = probe(c, process.env);
    if (typeof first === 'string') {
      tried.push(first);
      continue;
    }
    const bare = probe(first.executable, {});
    if (typeof bare === 'string') {
      tried.push(`${bare} (with an empty environment)`);
      continue;
    }
    if (!candidates) found = bare;
    return bare;
  }
  throw new GrrafError('config', `no Python interpreter with networkx found: ${INSTALL_HINT}`, {
    details: { tried },
  });
}

/** How the Python process is isolated by the OS; `prefix` goes before the interpreter's argv. */
export interface OsIsolation {
  /** Network cut: a private network namespace with no interfaces up. */
  network: boolean;
  /** Own PID namespace and /proc: the program sees no host process, and its children die with it. */
  pid: boolean;
  prefix: string[];
}

const UNSHARE_VARIANTS: { args: string[]; pid: boolean }[] = [
  { args: ['-rn', '--pid', '--fork', '--mount-proc'], pid: true },
  { args: ['-rn'], pid: false },
];

let isolation: OsIsolation | undefined;

/**
 * The strongest `unshare` set-up that works here (user + network [+ pid + mount] namespaces;
 * needs unprivileged user namespaces), checked once; none when the OS does not allow it.
 */
export function osIsolation(): OsIsolation {
  if (isolation) return isolation;
  isolation = { network: false, pid: false, prefix: [] };
  for (const path of ['/usr/bin/unshare', '/bin/unshare']) {
    for (const v of UNSHARE_VARIANTS) {
      const r = spawnSync(path, [...v.args, 'true'], { env: {}, timeout: 5000 });
      if (!r.error && r.status === 0) {
        isolation = { network: true, pid: v.pid, prefix: [path, ...v.args] };
        return isolation;
      }
    }
  }
  return isolation;
}

/**
 * The Python sandbox: bubblewrap (`bwrap`, Debian package `bubblewrap`), the tool Flatpak builds
 * on. Each runner starts in new user, PID, network, IPC, UTS and cgroup namespaces with
 *
 * - a file system that is a read-only view of /usr (with the /bin, /lib... links), the
 *   dynamic linker's cache and the interpreter's own prefixes — nothing else exists: no home
 *   directory, no /tmp (so no unix socket of the host), no /etc/passwd; even its working directory
 *   and /dev (but /dev/null) are read-only, so nothing it writes can outlive it;
 * - no network but its own loopback, and a private /proc that shows only its own processes;
 * - uid/gid 65534 (nobody) inside, no capabilities, no further user namespaces, a new session
 *   (no terminal to inject into), and death with its parent: killing the bwrap process tears the
 *   PID namespace down, taking along every process the program started, setsid or not.
 *
 * Decision (docs/security.md): where bubblewrap is missing or cannot create namespaces, the
 * executor refuses to run unless the caller opted into running unsandboxed.
 */
import { existsSync, lstatSync, readlinkSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { type ProbeCommand, type ProbeResult, runAsync, runSync } from './probe.js';

/** Whether the sandbox can start here, with the bwrap binary when it can. */
export type SandboxStatus = { ok: true; bwrap: string } | { ok: false; reason: string };

/** Where the interpreter lives: bound read-only into the sandbox at the same paths. */
export interface InterpreterPaths {
  executable: string;
  prefixes: string[];
}

/** Top-level names that are links into /usr on merged-/usr systems, or directories elsewhere. */
const ROOT_ENTRIES = ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];

/** Namespaces, identity and process rules, before any mount. */
const ISOLATION = [
  '--unshare-all',
  '--unshare-user',
  '--disable-userns',
  '--die-with-parent',
  '--new-session',
  '--cap-drop',
  'ALL',
  '--uid',
  '65534',
  '--gid',
  '65534',
  '--hostname',
  'grraf-sandbox',
  '--clearenv',
  '--setenv',
  'LANG',
  'C.UTF-8',
];

/** The working directory inside the sandbox (read-only and empty). */
export const SANDBOX_CWD = '/sandbox';

function rootEntries(): string[] {
  const args: string[] = [];
  for (const path of ROOT_ENTRIES) {
    if (!existsSync(path)) continue;
    const st = lstatSync(path);
    if (st.isSymbolicLink()) args.push('--symlink', readlinkSync(path), path);
    else if (st.isDirectory()) args.push('--ro-bind', path, path);
  }
  return args;
}

/** True when `path` is `/usr` or below it (already bound). */
function underUsr(path: string): boolean {
  return path === '/usr' || path.startsWith('/usr/');
}

/** The bwrap arguments that run `paths.executable` in the sandbox (the command follows them). */
export function sandboxArgs(bwrap: string, paths: InterpreterPaths): string[] {
  const binds: string[] = [];
  const seen = new Set<string>();
  for (const p of paths.prefixes) {
    if (!isAbsolute(p) || underUsr(p) || seen.has(p) || !existsSync(p)) continue;
    seen.add(p);
    binds.push('--ro-bind', p, p);
  }
  return [
    bwrap,
    ...ISOLATION,
    '--ro-bind',
    '/usr',
    '/usr',
    ...rootEntries(),
    '--ro-bind-try',
    '/etc/ld.so.cache',
    '/etc/ld.so.cache',
    ...binds,
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--remount-ro',
    '/dev',
    '--dir',
    SANDBOX_CWD,
    '--chdir',
    SANDBOX_CWD,
    '--remount-ro',
    '/',
    '--',
  ];
}

/** Paths tried for bwrap (an empty environment has no PATH to search). */
const BWRAP_PATHS = ['/usr/bin/bwrap', '/bin/bwrap', '/usr/local/bin/bwrap'];

const checked = new Map<string, SandboxStatus>();

function* check(bwrap: string | undefined): Generator<ProbeCommand, SandboxStatus, ProbeResult> {
  const key = bwrap ?? '';
  const known = checked.get(key);
  if (known) return known;
  const candidates = bwrap ? [bwrap] : BWRAP_PATHS;
  const found = candidates.find((p) => existsSync(p));
  let status: SandboxStatus;
  if (!found) {
    status = {
      ok: false,
      reason: `bubblewrap is not installed (looked for ${candidates.join(', ')}; Debian/Ubuntu: apt-get install bubblewrap)`,
    };
  } else {
    const r = yield {
      argv: [...sandboxArgs(found, { executable: '', prefixes: [] }), '/usr/bin/true'],
      env: {},
    };
    const why = r.error?.message ?? (r.stderr.trim() || `exit status ${r.status}`);
    status =
      r.status === 0
        ? { ok: true, bwrap: found }
        : {
            ok: false,
            reason: `${found} cannot create its namespaces here (${why}); unprivileged user namespaces may be disabled (sysctl kernel.unprivileged_userns_clone, kernel.apparmor_restrict_unprivileged_userns, or a container's seccomp profile)`,
          };
  }
  checked.set(key, status);
  return status;
}

/**
 * Whether bubblewrap can start a sandbox here, checked once per bwrap path by running `true`
 * in it. `bwrap` names the binary to use; by default the usual install paths are tried.
 */
export function sandboxStatus(bwrap?: string): SandboxStatus {
  return runSync(check(bwrap));
}

/** sandboxStatus without blocking the event loop. */
export function checkSandbox(bwrap?: string): Promise<SandboxStatus> {
  return runAsync(check(bwrap));
}

/**
 * Starts a throwaway Neo4j 5 Community server (test-support/neo4j: the embedded DBMS from Maven
 * Central with Bolt on) on 127.0.0.1, a free port and a random password, for the tests and for
 * `npm run neo4j`. The Maven repository and the build live under `.cache/` (GRRAF_CACHE_DIR), so
 * only the first run downloads; the build is redone only when the launcher's sources change.
 *
 * Expected failures (no Java or Maven, a build that cannot download, a start that fails or times
 * out) come back as a reason string, not an exception: the caller decides to skip or fail.
 * The server dies with its parent: it exits when its stdin (a pipe from this process) closes.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** A running server: Bolt URI and credentials; `stop()` ends it and removes its data. */
export interface Neo4jServer {
  uri: string;
  user: string;
  password: string;
  stop(): Promise<void>;
}

export interface StartNeo4jOptions {
  /**
   * 'tests' (default): the JIT's quick tier only, which halves the start on 2 busy cores;
   * 'server': the full JIT, for long sessions and benchmarks. GRRAF_NEO4J_JAVA_OPTS adds options
   * after either (the last -Xmx wins).
   */
  profile?: 'tests' | 'server';
  /** How long to wait for the ready line once the JVM is started (default 120 s). */
  startTimeoutMs?: number;
  /** Progress messages (building, downloading, started). */
  log?: (message: string) => void;
}

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LAUNCHER_DIR = join(ROOT, 'test-support', 'neo4j');
const LAUNCHER_SOURCES = ['pom.xml', 'src/main/java/grraf/neo4j/Neo4jLauncher.java'];
const MAIN_CLASS = 'grraf.neo4j.Neo4jLauncher';
const INSTALL_HINT =
  'Java 17 and Maven are needed to start Neo4j (apt-get install openjdk-17-jdk-headless maven)';
const JAVA_OPTS = [
  '-Xms256m',
  '-XX:+ExitOnOutOfMemoryError',
  // What Neo4j's own start script passes on Java 17 (it warns and runs slower without them).
  '--add-opens=java.base/java.nio=ALL-UNNAMED',
  '--add-opens=java.base/java.io=ALL-UNNAMED',
  '--add-opens=java.base/sun.nio.ch=ALL-UNNAMED',
  '-Dio.netty.tryReflectionSetAccessible=true',
];

/** Where the Maven repository and the build go. */
export function neo4jCacheDirs(): { maven: string; build: string } {
  const cache = process.env.GRRAF_CACHE_DIR ?? join(ROOT, '.cache');
  return { maven: join(cache, 'maven'), build: join(cache, 'neo4j') };
}

/** Builds the launcher if needed and starts a server; a reason string when it cannot. */
export async function startNeo4j(options: StartNeo4jOptions = {}): Promise<Neo4jServer | string> {
  const log = options.log ?? (() => {});
  const classpath = await prepare(log);
  if (!classpath.ok) return classpath.reason;
  const javaOpts = [
    ...JAVA_OPTS,
    // Tests: fewer compiler and collector threads competing for the cores while it starts.
    ...(options.profile === 'server'
      ? ['-Xmx4g']
      : ['-Xmx2g', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC']),
    ...(process.env.GRRAF_NEO4J_JAVA_OPTS?.split(/\s+/).filter(Boolean) ?? []),
  ];
  return launch(classpath.value, javaOpts, options.startTimeoutMs ?? 120_000, log);
}

/**
 * Builds the launcher if needed (the first time, downloading Neo4j into the cache) without
 * starting it, for CI's install step; a reason string when it cannot.
 */
export async function prepareNeo4j(log: (message: string) => void = () => {}): Promise<string | undefined> {
  const classpath = await prepare(log);
  return classpath.ok ? undefined : classpath.reason;
}

async function prepare(log: (m: string) => void): Promise<Outcome<string>> {
  const java = javaMajor();
  if (java === undefined) return { ok: false, reason: `${INSTALL_HINT}: no java on PATH` };
  if (java < 17) return { ok: false, reason: `${INSTALL_HINT}: java on PATH is version ${java}` };
  return launcherClasspath(log);
}

/** The JVM's major version, or undefined without a working `java`. */
function javaMajor(): number | undefined {
  const r = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) return undefined;
  const m = /version "(\d+)(?:\.(\d+))?/.exec(r.stderr);
  if (!m) return undefined;
  // Java 8 and older call themselves 1.x.
  return m[1] === '1' ? Number(m[2]) : Number(m[1]);
}

type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

/** The launcher's class path, built with Maven unless the last build is still current. */
async function launcherClasspath(log: (m: string) => void): Promise<Outcome<string>> {
  const dirs = neo4jCacheDirs();
  const stampFile = join(dirs.build, 'stamp.json');
  const hash = sourcesHash();
  const current = readStamp(stampFile);
  if (current && current.hash === hash && current.classpath.split(delimiter).every((p) => existsSync(p))) {
    return { ok: true, value: current.classpath };
  }
  const mvnVersion = spawnSync('mvn', ['-v'], { encoding: 'utf8' });
  if (mvnVersion.error || mvnVersion.status !== 0)
    return { ok: false, reason: `${INSTALL_HINT}: no mvn on PATH` };
  mkdirSync(dirs.build, { recursive: true });
  const classpathFile = join(dirs.build, 'classpath.txt');
  const args = [
    '-B',
    '-q',
    `-Dmaven.repo.local=${dirs.maven}`,
    `-Dgrraf.build.dir=${join(dirs.build, 'build')}`,
    'compile',
    'dependency:build-classpath',
    `-Dmdep.outputFile=${classpathFile}`,
  ];
  // Offline first: with a filled repository Maven then never touches the network.
  log('building the Neo4j launcher with Maven');
  const offline = existsSync(dirs.maven) ? await run('mvn', ['-o', ...args], LAUNCHER_DIR) : undefined;
  if (offline?.code !== 0) {
    log(`downloading Neo4j's jars (about 160 MB, once) into ${dirs.maven}`);
    const online = await run('mvn', args, LAUNCHER_DIR);
    if (online.code !== 0) {
      return {
        ok: false,
        reason: `the Neo4j launcher did not build (mvn exit ${online.code}): ${tail(online.output)}`,
      };
    }
  }
  const classpath = [join(dirs.build, 'build', 'classes'), readFileSync(classpathFile, 'utf8').trim()].join(
    delimiter,
  );
  writeFileSync(stampFile, JSON.stringify({ hash, classpath }));
  return { ok: true, value: classpath };
}

function sourcesHash(): string {
  const h = createHash('sha256');
  for (const f of LAUNCHER_SOURCES) h.update(f).update(readFileSync(join(LAUNCHER_DIR, f)));
  return h.digest('hex');
}

function readStamp(file: string): { hash: string; classpath: string } | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { hash: string; classpath: string };
  } catch {
    return undefined;
  }
}

function run(cmd: string, args: string[], cwd: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (b: Buffer) => {
      output = (output + b.toString()).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (e) => resolve({ code: null, output: String(e) }));
    child.on('close', (code) => resolve({ code, output }));
  });
}

function tail(text: string, lines = 15): string {
  return text.trim().split('\n').slice(-lines).join('\n');
}

/** Starts the JVM and waits for its ready line. */
function launch(
  classpath: string,
  javaOpts: string[],
  timeoutMs: number,
  log: (m: string) => void,
): Promise<Neo4jServer | string> {
  const password = randomBytes(18).toString('base64url');
  const started = performance.now();
  // Its own process group (detached), so stop() can signal the group; stdin stays a pipe from
  // here, and its end (this process dying, however) makes the launcher exit.
  const child = spawn('java', [...javaOpts, '-cp', classpath, MAIN_CLASS], {
    cwd: tmpdir(),
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, NEO4J_LAUNCHER_PASSWORD: password },
  });
  let stderr = '';
  child.stderr?.on('data', (b: Buffer) => {
    stderr = (stderr + b.toString()).slice(-10_000);
  });
  const onExit = () => signalGroup(child, 'SIGTERM');
  process.once('exit', onExit);

  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: Neo4jServer | string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (typeof value === 'string') {
        process.removeListener('exit', onExit);
        signalGroup(child, 'SIGKILL');
      }
      resolve(value);
    };
    const timer = setTimeout(
      () => settle(`Neo4j did not start within ${Math.round(timeoutMs / 1000)} s: ${tail(stderr)}`),
      timeoutMs,
    );
    child.on('error', (e) => settle(`could not run java: ${e.message}`));
    child.on('exit', (code, signal) =>
      settle(`the Neo4j launcher exited before it was ready (${signal ?? `exit ${code}`}): ${tail(stderr)}`),
    );
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const msg = parseLine(line);
      if (!msg) return;
      if (!msg.ready) return settle(`Neo4j did not start: ${msg.error ?? 'unknown error'}`);
      log(`Neo4j started in ${((performance.now() - started) / 1000).toFixed(1)} s at ${msg.uri}`);
      settle({
        uri: msg.uri!,
        user: msg.user ?? 'neo4j',
        password,
        stop: () => stopChild(child, msg.home, onExit),
      });
    });
  });
}

interface LauncherMessage {
  ready: boolean;
  uri?: string;
  user?: string;
  home?: string;
  error?: string;
}

function parseLine(line: string): LauncherMessage | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const m = JSON.parse(line) as LauncherMessage;
    return typeof m.ready === 'boolean' ? m : undefined;
  } catch {
    return undefined;
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** SIGTERM (the launcher shuts Neo4j down and deletes its data), SIGKILL after 30 s. */
async function stopChild(child: ChildProcess, home: string | undefined, onExit: () => void): Promise<void> {
  process.removeListener('exit', onExit);
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    signalGroup(child, 'SIGTERM');
    const killer = setTimeout(() => signalGroup(child, 'SIGKILL'), 30_000);
    await exited;
    clearTimeout(killer);
  }
  // Only left behind when the JVM was killed before its shutdown hook ran.
  if (home?.includes('grraf-neo4j-')) rmSync(home, { recursive: true, force: true });
}

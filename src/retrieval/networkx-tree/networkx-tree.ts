/**
 * A documentation tree of the installed NetworkX, by introspection: the Python program in
 * introspect-source.ts runs in `python3 -I` with an empty environment (as the Python executor
 * runs code), on the interpreter the executor would pick (GRRAF_PYTHON, python3, /usr/bin/python3).
 */
import { execFile } from 'node:child_process';
import { GrrafError } from '../../errors.js';
import { findPython } from '../../exec/python/interpreter.js';
import { createDocTree, type DocNodeInput, type DocTree } from '../doc-tree.js';
import { firstSentence } from '../text.js';
import { INTROSPECT_SOURCE } from './introspect-source.js';

/** Options of {@link networkxTree}. */
export interface NetworkxTreeOptions {
  /** Interpreter to use (default: the Python executor's choice). */
  python?: string;
  /** Time limit for the introspection (default 60 s). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** A tree built by introspection, with the modules that could not be imported. */
export interface NetworkxTree extends DocTree {
  networkxVersion: string;
  /** `module: error` for each module left out because importing it failed. */
  skippedModules: string[];
}

interface IntrospectionOutput {
  version: string;
  chapters: DocNodeInput[];
  skipped: string[];
}

/**
 * Documents the installed NetworkX: chapters = the modules of networkx.algorithms (sections =
 * a subpackage's modules), then `functions`, `Graph` and `DiGraph`; leaves carry signature and
 * docstring, and `qualifiedName` (e.g. `networkx.maximum_flow`). GrrafError('config') saying how
 * to install NetworkX when no interpreter has it.
 */
export async function networkxTree(o: NetworkxTreeOptions = {}): Promise<NetworkxTree> {
  const python = findPython(o.python === undefined ? undefined : [o.python]);
  const stdout = await run(python.executable, o);
  let output: IntrospectionOutput;
  try {
    output = JSON.parse(stdout) as IntrospectionOutput;
  } catch (cause) {
    throw new GrrafError('io', 'the NetworkX introspection printed something that is not JSON', { cause });
  }
  const tree = createDocTree(
    `NetworkX ${output.version} (introspected)`,
    'Functions of networkx.algorithms by module, the networkx.classes.function helpers, and the Graph and DiGraph methods.',
    output.chapters.map(shortDescriptions),
  );
  return { ...tree, networkxVersion: output.version, skippedModules: output.skipped };
}

function run(executable: string, o: NetworkxTreeOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      executable,
      ['-I', '-c', INTROSPECT_SOURCE],
      {
        env: {},
        timeout: o.timeoutMs ?? 60_000,
        maxBuffer: 256 * 1024 * 1024,
        ...(o.signal ? { signal: o.signal } : {}),
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        const last = stderr.trim().split('\n').slice(-3).join('\n');
        reject(
          new GrrafError('io', `introspecting NetworkX with ${executable} failed: ${last || error.message}`, {
            cause: error,
          }),
        );
      },
    );
  });
}

/** Descriptions cut to their first sentence; the full docstring stays in the leaf text. */
function shortDescriptions(node: DocNodeInput): DocNodeInput {
  const description = firstSentence(node.description);
  return 'children' in node
    ? { ...node, description, children: node.children.map(shortDescriptions) }
    : { ...node, description };
}

/**
 * GraphSkill's documentation-tree JSON: `{name: [description, children]}` where children is
 * either an object of the same shape (a chapter or section) or a string (a leaf's full text).
 * GraphSkill's own reader also accepts several child objects after the description; so does this.
 *
 * JSON.parse reads the file (fast); only when something is wrong is the text parsed again with
 * jsonc-parser, whose syntax tree has offsets, so the error names the line of the bad node.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { findNodeAtLocation, type ParseError, parseTree, printParseErrorCode } from 'jsonc-parser';
import { GrrafError } from '../errors.js';
import { createDocTree, type DocNodeInput, type DocTree } from './doc-tree.js';

type JsonPath = (string | number)[];

/** Reads and parses a GraphSkill tree file; 'not-found' or 'io' when it cannot be read. */
export async function loadGraphSkillTree(file: string): Promise<DocTree> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    const missing = (cause as NodeJS.ErrnoException).code === 'ENOENT';
    throw new GrrafError(
      missing ? 'not-found' : 'io',
      `cannot read the documentation tree: ${String(cause)}`,
      {
        file,
        cause,
      },
    );
  }
  return parseGraphSkillTree(text, file);
}

/**
 * Parses GraphSkill's tree format. Malformed input gives a GrrafError with the file, the JSON path
 * of the bad node as `field` (e.g. `$["Flows"][1]["Maximum Flow"]`) and its line.
 */
export function parseGraphSkillTree(text: string, file = '<graphskill tree>'): DocTree {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw syntaxError(text, file, cause);
  }
  const fail = (path: JsonPath, message: string): never => {
    throw new GrrafError('validation', message, { file, field: jsonPathText(path), ...lineOf(text, path) });
  };
  if (!isPlainObject(data))
    fail([], 'the top level must be an object of chapters {name: [description, children]}');
  const chapters = Object.entries(data as Record<string, unknown>).map(([name, value]) =>
    readNode(name, value, [name], fail),
  );
  return createDocTree(`GraphSkill documentation tree (${basename(file)})`, '', chapters);
}

function readNode(
  name: string,
  value: unknown,
  path: JsonPath,
  fail: (path: JsonPath, message: string) => never,
): DocNodeInput {
  if (name.trim() === '') fail(path, 'a node has an empty name');
  if (!Array.isArray(value) || value.length < 2) {
    return fail(path, `node '${name}' must be an array [description, children or text]`);
  }
  const [description, ...rest] = value as unknown[];
  if (typeof description !== 'string') fail([...path, 0], `the description of '${name}' must be a string`);
  if (rest.length === 1 && typeof rest[0] === 'string') {
    return { name, description: description as string, text: rest[0] };
  }
  const children: DocNodeInput[] = [];
  const seen = new Set<string>();
  rest.forEach((group, i) => {
    const at = [...path, i + 1];
    if (!isPlainObject(group)) fail(at, `'${name}' must hold one text string or objects of child nodes`);
    for (const [childName, child] of Object.entries(group as Record<string, unknown>)) {
      if (seen.has(childName)) fail([...at, childName], `'${name}' has two children named '${childName}'`);
      seen.add(childName);
      children.push(readNode(childName, child, [...at, childName], fail));
    }
  });
  return { name, description: description as string, children };
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `$["Flows"][1]["Maximum Flow"]`. */
function jsonPathText(path: JsonPath): string {
  return `$${path.map((p) => `[${typeof p === 'number' ? p : JSON.stringify(p)}]`).join('')}`;
}

/** Line (1-based) and column of the value at `path`, when the text can be located. */
function lineOf(text: string, path: JsonPath): { line?: number; column?: number } {
  const root = parseTree(text);
  const node = root && (path.length === 0 ? root : findNodeAtLocation(root, path));
  return node ? position(text, node.offset) : {};
}

function position(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

function syntaxError(text: string, file: string, cause: unknown): GrrafError {
  const errors: ParseError[] = [];
  parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const first = errors[0];
  const where = first ? position(text, first.offset) : {};
  const what = first ? printParseErrorCode(first.error) : (cause as Error).message;
  return new GrrafError('parse', `the documentation tree is not valid JSON (${what})`, {
    file,
    ...where,
    cause,
  });
}

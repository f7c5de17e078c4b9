/**
 * Reads the algorithm library's own doc comments with the TypeScript compiler API: every exported
 * function of src/algorithms/index.ts with its signatures, its TSDoc, its examples and the option
 * and result interfaces it uses, grouped by the file that defines it (one file per concept).
 *
 * Build-time only: `npm run build:doc-tree` writes the result to library-docs.json, which the
 * package ships; a test regenerates it and fails when the committed file has drifted. TypeScript
 * is a devDependency, so it is imported on demand, never by the library at run time.
 */
import { basename, dirname } from 'node:path';
import type TS from 'typescript';
import { GrrafError } from '../../errors.js';

/** One documented function. */
export interface LibraryFunctionDoc {
  name: string;
  /** One line per overload, e.g. `hasPath(G: AnyGraph, source: unknown, target: unknown): boolean`. */
  signatures: string[];
  /** The doc comment without tags. */
  doc: string;
  examples: string[];
  /** Properties of the option and result interfaces the signatures use, one line each. */
  types: string[];
}

/** One concept file of the library. */
export interface LibraryChapterDoc {
  /** The file name without extension, e.g. 'shortest-path'. */
  file: string;
  /** The file's header comment. */
  doc: string;
  functions: LibraryFunctionDoc[];
}

/** Everything extracted, in file-name order, functions in source order. */
export interface LibraryDocs {
  chapters: LibraryChapterDoc[];
}

type Ts = typeof TS;

/**
 * Extracts the docs of the functions `indexFile` exports whose names pass `include`.
 * @example await extractLibraryDocs('src/algorithms/index.ts', (n) => n !== 'renderAlgorithmIndex')
 */
export async function extractLibraryDocs(
  indexFile: string,
  include: (name: string) => boolean = () => true,
): Promise<LibraryDocs> {
  const ts = await loadTypeScript();
  const program = ts.createProgram([indexFile], {
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(indexFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new GrrafError('not-found', 'no module to document', { file: indexFile });
  const libraryDir = dirname(source.fileName);
  const byFile = new Map<string, { position: number; fn: LibraryFunctionDoc }[]>();
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.[0];
    if (!(symbol.flags & ts.SymbolFlags.Function) || !declaration || !include(exported.name)) continue;
    const file = declaration.getSourceFile().fileName;
    const list = byFile.get(file) ?? [];
    list.push({ position: declaration.pos, fn: functionDoc(ts, checker, exported.name, symbol, libraryDir) });
    byFile.set(file, list);
  }
  const chapters = [...byFile.entries()]
    .map(([file, fns]) => ({
      file: basename(file, '.ts'),
      doc: headerComment(program.getSourceFile(file)?.text ?? ''),
      functions: fns.sort((a, b) => a.position - b.position).map((f) => f.fn),
    }))
    .sort((a, b) => a.file.localeCompare(b.file));
  return { chapters };
}

async function loadTypeScript(): Promise<Ts> {
  try {
    return (await import('typescript')).default;
  } catch (cause) {
    throw new GrrafError('config', 'extracting the library docs needs the typescript devDependency', {
      cause,
    });
  }
}

function functionDoc(
  ts: Ts,
  checker: TS.TypeChecker,
  name: string,
  symbol: TS.Symbol,
  libraryDir: string,
): LibraryFunctionDoc {
  const declaration = symbol.declarations![0]!;
  const calls = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures();
  const signatures = calls.map(
    (s) => `${name}${checker.signatureToString(s, declaration, ts.TypeFormatFlags.NoTruncation)}`,
  );
  const examples = symbol
    .getJsDocTags(checker)
    .filter((t) => t.name === 'example')
    .map((t) => ts.displayPartsToString(t.text).trim());
  const interfaces = new Map<string, TS.Symbol>();
  for (const call of calls) {
    const used = [...call.getParameters().map((p) => checker.getTypeOfSymbol(p)), call.getReturnType()];
    for (const type of used) collectInterfaces(ts, type, libraryDir, interfaces);
  }
  const types = [...interfaces.values()].flatMap((i) => interfaceLines(ts, checker, i));
  const doc = plainDoc(ts.displayPartsToString(symbol.getDocumentationComment(checker)));
  return { name, signatures, doc, examples, types };
}

/** Interfaces declared in the library folder that `type` is, or is a union member of. */
function collectInterfaces(ts: Ts, type: TS.Type, libraryDir: string, into: Map<string, TS.Symbol>): void {
  const parts = type.isUnion() ? type.types : [type];
  for (const part of parts) {
    const symbol = part.getSymbol();
    const declaration = symbol?.declarations?.[0];
    if (!symbol || !declaration || !ts.isInterfaceDeclaration(declaration)) continue;
    if (dirname(declaration.getSourceFile().fileName) === libraryDir) into.set(symbol.name, symbol);
  }
}

/** One line per property: `FlowOptions.capacity?: string — Edge attribute holding the capacity …`. */
function interfaceLines(ts: Ts, checker: TS.TypeChecker, symbol: TS.Symbol): string[] {
  const declaration = symbol.declarations![0]!;
  return checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)).map((p) => {
    const optional = (p.flags & ts.SymbolFlags.Optional) !== 0;
    const written = checker.typeToString(
      checker.getTypeOfSymbolAtLocation(p, declaration),
      declaration,
      ts.TypeFormatFlags.NoTruncation,
    );
    const type = optional ? written.replace(/ \| undefined$/, '') : written;
    const doc = plainDoc(ts.displayPartsToString(p.getDocumentationComment(checker))).replace(/\s+/g, ' ');
    return `${symbol.name}.${p.name}${optional ? '?' : ''}: ${type}${doc ? ` — ${doc}` : ''}`;
  });
}

/** Doc text with `{@link name}` written as `name`. */
function plainDoc(text: string): string {
  return text.replace(/\{@link\s+([^}|\s]+)[^}]*\}/g, '$1').trim();
}

/** The text of a file's leading /** comment, without the comment markers. */
function headerComment(text: string): string {
  const match = /^\s*\/\*\*([\s\S]*?)\*\//.exec(text);
  if (!match) return '';
  return match[1]!
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd())
    .join('\n')
    .trim();
}

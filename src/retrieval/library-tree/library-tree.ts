/**
 * grraf's own documentation tree: what a generated JavaScript program can call. One chapter per
 * concept file of the algorithm library (from library-docs.json, generated from the code's doc
 * comments by `npm run build:doc-tree`) and one chapter for the graphology API used on `G`.
 */
import { createDocTree, type DocNodeInput, type DocTree } from '../doc-tree.js';
import { firstSentence } from '../text.js';
import type { LibraryChapterDoc, LibraryDocs, LibraryFunctionDoc } from './extract-library-docs.js';
import { GRAPHOLOGY_SECTIONS, type GraphologyMember } from './graphology-api.js';
import libraryDocs from './library-docs.json' with { type: 'json' };

/** Name of the chapter holding the graphology API. */
export const GRAPHOLOGY_CHAPTER = 'Graph (graphology)';

let cached: DocTree | undefined;

/** The tree of grraf's algorithm library and the graphology API (built once, then shared). */
export function grrafLibraryTree(): DocTree {
  cached ??= buildLibraryTree(libraryDocs as LibraryDocs);
  return cached;
}

/** Builds the tree from extracted library docs (the shipped ones unless given). */
export function buildLibraryTree(docs: LibraryDocs): DocTree {
  return createDocTree(
    'grraf JavaScript library',
    'Global functions a program can call on the graph G (node keys are strings), and the methods of G itself.',
    [...docs.chapters.map(libraryChapter), graphologyChapter()],
  );
}

/** 'shortest-path' → 'Shortest path'. */
function chapterName(file: string): string {
  const words = file.replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function libraryChapter(chapter: LibraryChapterDoc): DocNodeInput {
  return {
    name: chapterName(chapter.file),
    description: firstSentence(chapter.doc),
    children: chapter.functions.map(functionLeaf),
  };
}

function functionLeaf(fn: LibraryFunctionDoc): DocNodeInput {
  const text = [
    fn.signatures.join('\n'),
    fn.doc,
    ...(fn.types.length > 0 ? [`Types:\n${fn.types.join('\n')}`] : []),
    ...fn.examples.map((e) => `Example: ${e}`),
  ].join('\n\n');
  return { name: fn.name, description: firstSentence(fn.doc), text, qualifiedName: fn.name };
}

function graphologyChapter(): DocNodeInput {
  return {
    name: GRAPHOLOGY_CHAPTER,
    description:
      'Properties and methods of the graph G (a graphology Graph): nodes, edges, neighbors, degrees, attributes, copies.',
    children: GRAPHOLOGY_SECTIONS.map((section) => ({
      name: section.name,
      description: section.description,
      children: section.members.map(memberLeaf),
    })),
  };
}

function memberLeaf(member: GraphologyMember): DocNodeInput {
  return {
    name: member.name,
    description: member.description,
    text: [member.signature, member.description, member.details, `Example: ${member.example}`].join('\n\n'),
    qualifiedName: `G.${member.name}`,
  };
}

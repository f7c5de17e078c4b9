/**
 * Reads a dataset's label text ("### Yes", "### 6", "### [[6, 1, 4]]") into a Truth of the
 * task's answer type, so labels and computed truth can be compared field by field.
 */
import { GrrafError } from '../../errors.js';
import type { NodeId } from '../../graph/model.js';
import { readNodeList, readNumber, readYesNo } from '../scoring/read-answer.js';
import type { Truth } from '../types.js';

/** Where a label came from, for the error message. */
export interface LabelOrigin {
  file: string;
  line: number;
}

/** A node id as a number when it is one (GraphInstruct ids are integers). */
export function asNodeId(s: string): NodeId {
  return /^-?\d+$/.test(s) ? Number(s) : s;
}

/** Parses `text` as a label of `kind`; source/target are needed for path-length labels. */
export function parseLabel(
  text: unknown,
  kind: Truth['kind'],
  where: LabelOrigin,
  ends: { source?: NodeId; target?: NodeId } = {},
): Truth {
  const fail = (): never => {
    throw new GrrafError('parse', `cannot read the label ${JSON.stringify(text)} as ${kind}`, {
      file: where.file,
      line: where.line,
      field: 'answer',
    });
  };
  switch (kind) {
    case 'yes-no': {
      const v = readYesNo(text);
      return v === undefined ? fail() : { kind, value: v };
    }
    case 'number': {
      const v = readNumber(text);
      return v === undefined ? fail() : { kind, value: v };
    }
    case 'path-length': {
      const v = readNumber(text);
      if (v === undefined || ends.source === undefined || ends.target === undefined) return fail();
      return { kind, value: v, source: ends.source, target: ends.target };
    }
    case 'order':
    case 'set': {
      const list = readNodeList(text);
      if (!list) return fail();
      return kind === 'order' ? { kind, example: list.map(asNodeId) } : { kind, value: list.map(asNodeId) };
    }
  }
}

/** A truth written the way datasets write labels, for reports. */
export function truthText(t: Truth): string {
  switch (t.kind) {
    case 'yes-no':
      return t.value ? 'Yes' : 'No';
    case 'number':
    case 'path-length':
      return String(t.value);
    case 'order':
      return `[${t.example.join(', ')}]`;
    case 'set':
      return `{${t.value.join(', ')}}`;
  }
}

/**
 * The JSON output format a GraphWalk question asks for (paper Table 6, "Output Schema"): the
 * example shown to the model (`[{"count": "number"}]`), the sentence that asks for it, a zod
 * schema of the JSON the model must return, and the reader that turns an answer into items.
 */
import { z } from 'zod';
import { type AnswerItem, type ItemValue, itemOf } from './truth.js';

/** The type of one output field, as the example writes it. */
export type FieldType = 'string' | 'number';

/** One field of an output row. */
export interface OutputField {
  name: string;
  type: FieldType;
}

/** The requested output of one question. */
export interface OutputFormat {
  /** The fields that make an answer item, in item order. */
  fields: OutputField[];
  /** Fields the question also asks for that scoring ignores (a relationship's other properties). */
  extraFields: OutputField[];
  /** The JSON example the question shows, e.g. `[{"count": "number"}]`. */
  example: string;
  /** The question's sentence asking for this format, example included. */
  sentence: string;
  /** The JSON the model must return: an array of rows with the fields (extra keys allowed). */
  schema: z.ZodType<Record<string, ItemValue>[]>;
}

/**
 * The format with `fields` (and unscored `extraFields`); `lead` is the sentence before the
 * example, e.g. "Return ONLY the output with the count in JSON format:".
 */
export function outputFormat(
  lead: string,
  fields: OutputField[],
  extraFields: OutputField[] = [],
): OutputFormat {
  const example = `[{${[...fields, ...extraFields].map((f) => `"${f.name}": "${f.type}"`).join(', ')}}]`;
  const shape = Object.fromEntries(
    fields.map((f) => [f.name, f.type === 'number' ? z.number() : z.string()]),
  );
  return {
    fields,
    extraFields,
    example,
    sentence: `${lead} ${example}.`,
    schema: z.array(z.looseObject(shape)) as unknown as z.ZodType<Record<string, ItemValue>[]>,
  };
}

/** What reading an answer gives: its items, or why it could not be read. */
export type ReadAnswer = { items: AnswerItem[] } | { problem: string };

/**
 * Reads an answer into items. Lenient about shape only where nothing can be misread: JSON text is
 * parsed, a lone row counts as a one-row array, numeric strings fill number fields and numbers
 * fill string fields. A row without a field is a problem (scored wrong), never guessed.
 */
export function answerItems(format: OutputFormat, answer: unknown): ReadAnswer {
  let value = answer;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return { problem: 'the answer is not JSON' };
    }
  }
  const rows = Array.isArray(value) ? value : [value];
  const items: AnswerItem[] = [];
  for (const [i, row] of rows.entries()) {
    if (row === null || typeof row !== 'object' || Array.isArray(row)) {
      return { problem: `row ${i} is not an object` };
    }
    const values: ItemValue[] = [];
    for (const field of format.fields) {
      const v = readField(field.type, (row as Record<string, unknown>)[field.name]);
      if (v === undefined) return { problem: `row ${i} has no ${field.type} "${field.name}"` };
      values.push(v);
    }
    items.push(itemOf(values));
  }
  return { items };
}

function readField(type: FieldType, v: unknown): ItemValue | undefined {
  if (type === 'string') {
    if (typeof v === 'string') return v;
    return typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined;
  }
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  const n = Number(v.trim());
  return Number.isFinite(n) ? n : undefined;
}

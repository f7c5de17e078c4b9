/**
 * The JSON output format a GraphWalk question asks for (paper Table 6, "Output Schema"): the
 * example shown to the model (`[{"count": "number"}]`), the sentence that asks for it, a zod
 * schema of the JSON the model must return, and the reader that turns an answer into items.
 */
import { z } from 'zod';
import type { ItemField, ItemValue } from '../../scoring/items.js';

/** The type of one output field, as the example writes it. */
export type FieldType = ItemField['type'];

/** One field of an output row. */
export type OutputField = ItemField;

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

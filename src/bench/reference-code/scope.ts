/**
 * What the reference-code test double answers, and the refusal for anything else. It is a TEST
 * DOUBLE, not a model: asked outside its scope it would only fail question by question and score
 * a meaningless 0 (GraphWalk 0/12, ComplexGraph 6/23), so a run outside it is refused up front.
 * Apart from the double itself so the command line can check a run without loading the programs.
 */
import { GrrafError } from '../../errors.js';
import { REFERENCE_MODEL_ID } from './reference-model-id.js';

/** The methods whose prompts it answers: they ask for one program per question. */
export const REFERENCE_DOUBLE_METHODS = ['grraf', 'zero-shot-code', 'graphskill'] as const;
/** The dataset kinds whose tasks it has known-correct programs for. */
export const REFERENCE_DOUBLE_DATASETS = ['graphinstruct', 'gtools', 'generated', 'scaling'] as const;
/** The program languages it writes. */
export const REFERENCE_DOUBLE_LANGUAGES = ['js', 'cypher'] as const;

/** One sentence saying what the double answers. */
export const REFERENCE_DOUBLE_SCOPE =
  `${REFERENCE_MODEL_ID} is a TEST DOUBLE, not a model: in \`grraf bench\` it answers only the program ` +
  `prompts of the methods ${REFERENCE_DOUBLE_METHODS.join(', ')}, in JavaScript or Cypher, for the tasks of ` +
  `the datasets ${REFERENCE_DOUBLE_DATASETS.join(', ')}, to check grraf's pipeline (never a model's accuracy)`;

/** A bench run the double would be asked for. */
export interface ReferenceDoubleRun {
  method: string;
  /** The `--dataset` spec; each part of `A+B` is checked. */
  dataset: string;
  /** The program language (default js). */
  language?: string;
}

/** Throws a 'config' error naming what is outside the double's scope; returns when all is inside. */
export function checkReferenceDoubleRun(run: ReferenceDoubleRun): void {
  const outside: string[] = [];
  if (!(REFERENCE_DOUBLE_METHODS as readonly string[]).includes(run.method))
    outside.push(`method ${run.method}`);
  const kinds = run.dataset
    .split('+')
    .map((part) => part.trim().split(':')[0]!)
    .filter((kind) => kind !== '' && !(REFERENCE_DOUBLE_DATASETS as readonly string[]).includes(kind));
  if (kinds.length > 0) outside.push(`dataset ${[...new Set(kinds)].join(', ')}`);
  const language = run.language ?? 'js';
  if (!(REFERENCE_DOUBLE_LANGUAGES as readonly string[]).includes(language))
    outside.push(`language ${language}`);
  if (outside.length === 0) return;
  throw new GrrafError('config', `${REFERENCE_DOUBLE_SCOPE}; this run asks for ${outside.join(' and ')}`, {
    field: 'model',
  });
}

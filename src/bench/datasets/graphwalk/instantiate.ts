/**
 * Instantiating a template on a graph: parameters chosen uniformly at random among what the graph
 * offers, redrawn until the question has at least one answer (paper appendix B, "Question
 * Instantiation"). When random draws keep failing, every choice is enumerated: one answerable
 * instance is then picked uniformly (reservoir sampling), or none exists and the error says so.
 */
import { GrrafError } from '../../../errors.js';
import type { Rng } from '../../../util/mulberry32.js';
import type { Pick, QueryTemplate, TemplateContext, TemplateParams } from './template.js';
import { type GraphwalkTruth, isEmptyTruth } from './truth.js';

/** Random draws before enumerating every choice. */
const RANDOM_DRAWS = 1_000;
/** At most this many choice sequences are enumerated (far above any preset's parameter space). */
const ENUMERATION_LIMIT = 2_000_000;

/** An instance's parameters with the evaluator's truth. */
export interface Instantiated {
  params: TemplateParams;
  truth: GraphwalkTruth;
}

/** Thrown by a pick among no options: the draw ends without an instance. */
class NoOption extends Error {}

/** Instantiates `template` on the graph of `ctx`; a located 'not-found' error when no instance has an answer. */
export function instantiate(template: QueryTemplate, ctx: TemplateContext, rng: Rng): Instantiated {
  const random: Pick = (options) => {
    if (options.length === 0) throw new NoOption();
    return options[Math.floor(rng() * options.length)]!;
  };
  for (let i = 0; i < RANDOM_DRAWS; i++) {
    const found = tryDraw(template, ctx, random);
    if (found) return found;
  }
  let chosen: Instantiated | undefined;
  let answerable = 0;
  const checked = enumerateDraws(template, ctx, (found) => {
    answerable++;
    if (rng() * answerable < 1) chosen = found;
  });
  if (chosen) return chosen;
  const graph = ctx.graph.graph.name ?? `seed ${ctx.graph.seed}`;
  throw new GrrafError(
    'not-found',
    `template ${template.name} has no instance with an answer on graph ${graph} ` +
      `(${checked} parameter choices checked${checked >= ENUMERATION_LIMIT ? ', search cut short' : ''})`,
    { field: `templates.${template.name}`, details: { graph, checked } },
  );
}

function tryDraw(template: QueryTemplate, ctx: TemplateContext, pick: Pick): Instantiated | undefined {
  let params: TemplateParams;
  try {
    params = template.draw(ctx, pick);
  } catch (e) {
    if (e instanceof NoOption) return undefined;
    throw e;
  }
  const truth = template.evaluate(ctx, params);
  return isEmptyTruth(truth) ? undefined : { params, truth };
}

/**
 * Runs `draw` once per sequence of choices, depth-first like an odometer whose wheels may differ
 * in size from run to run (later options depend on earlier choices). Returns how many sequences ran.
 */
function enumerateDraws(
  template: QueryTemplate,
  ctx: TemplateContext,
  onAnswerable: (found: Instantiated) => void,
): number {
  const wheels: { at: number; size: number }[] = [];
  let runs = 0;
  for (;;) {
    let depth = 0;
    const pick: Pick = (options) => {
      if (options.length === 0) throw new NoOption();
      if (depth === wheels.length) wheels.push({ at: 0, size: options.length });
      return options[wheels[depth++]!.at]!;
    };
    const found = tryDraw(template, ctx, pick);
    if (found) onAnswerable(found);
    runs++;
    wheels.length = depth;
    while (wheels.length > 0 && wheels.at(-1)!.at + 1 >= wheels.at(-1)!.size) wheels.pop();
    if (wheels.length === 0 || runs >= ENUMERATION_LIMIT) return runs;
    wheels.at(-1)!.at++;
  }
}

/**
 * How a reference program gets a node parameter: written in as a string key (the paper's prompts
 * show the question's values), or read from `params` (the lean prompt asks for programs that serve
 * every question of the same shape).
 */
import type { TaskParams } from '../../graph/formats/format.js';

/** Written in, or read from `params`. */
export type ParamStyle = 'literal' | 'params';

/** The JavaScript expression for parameter `name` of `p` in `style`. */
export function paramKey(p: TaskParams, name: keyof TaskParams, style: ParamStyle): string {
  return style === 'params' ? `String(params.${name})` : JSON.stringify(String(p[name]));
}

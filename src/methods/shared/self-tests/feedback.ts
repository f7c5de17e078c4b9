/**
 * The failing cases as feedback for the next version (GraphSkill's Eq. 7): each case's input,
 * expected answer and what the program produced. At most a few cases, each cut to a fixed size,
 * so the feedback prompt stays small whatever the program printed.
 */
import { formatAnswer } from '../answer.js';
import type { TestFailure } from './self-test.js';

/** Cases shown in one feedback prompt. */
export const MAX_FEEDBACK_CASES = 4;
const MAX_ITEM_CHARS = 400;

/** The failing cases as text, one block per case. */
export function failureFeedback(failures: readonly TestFailure[]): string {
  const shown = failures.slice(0, MAX_FEEDBACK_CASES).map(describeFailure);
  const more = failures.length - shown.length;
  if (more > 0) shown.push(`(${more} more failing case${more === 1 ? '' : 's'} not shown)`);
  return shown.join('\n\n');
}

function describeFailure(f: TestFailure): string {
  const g = f.case.graph;
  const edges = g.edges.map(
    (e) => `[${[e.source, e.target, ...(e.weight === undefined ? [] : [e.weight])].join(', ')}]`,
  );
  const got = f.error ? `error (${f.error.kind}): ${f.error.message}` : formatAnswer(f.actual);
  return [
    `Case ${f.case.number}: ${g.directed ? 'directed' : 'undirected'} graph, nodes [${g.nodes.map((n) => n.id).join(', ')}], edges [${edges.join(', ')}]`,
    `  params: ${JSON.stringify(f.case.params)}`,
    `  expected: ${clip(formatAnswer(f.case.expected))}${f.case.unordered ? ' (in any order)' : ''}`,
    `  got: ${clip(got)}`,
  ].join('\n');
}

function clip(s: string): string {
  return s.length <= MAX_ITEM_CHARS ? s : `${s.slice(0, MAX_ITEM_CHARS - 1)}…`;
}

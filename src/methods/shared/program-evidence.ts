/**
 * The evidence a program returned beside its answer, read and checked against the graphs the
 * program ran on. A problem (unreadable, or a check that does not hold) is a repair round, like an
 * execution error; evidence that cannot be checked (no graph in hand) is kept and says why.
 */
import { type CheckedEvidence, checkEvidence, evidenceGraph, parseEvidence } from '../../evidence/index.js';
import type { ExecInput, ProgramEvidence } from '../../exec/executor.js';
import type { AnswerValue } from '../solution.js';

/** What became of a program's evidence. */
export type EvidenceOutcome = { evidence: CheckedEvidence } | { problem: string } | undefined;

/** Reads and checks `given` (undefined or null: the program gave none). */
export function programEvidence(
  given: ProgramEvidence | undefined,
  answer: AnswerValue,
  input: ExecInput,
): EvidenceOutcome {
  if (given === undefined) return undefined;
  if ('problem' in given) return { problem: given.problem };
  if (given.value === null || given.value === undefined) return undefined;
  const parsed = parseEvidence(given.value);
  if ('problem' in parsed) return parsed;
  const graph = input.graphs.G;
  if (!graph) {
    return {
      evidence: { ...parsed.evidence, verified: [], unchecked: 'the program reached the graph by queries' },
    };
  }
  const pattern = input.graphs.G_prime;
  const check = checkEvidence(parsed.evidence, answer, {
    graph: evidenceGraph(graph),
    ...(pattern ? { pattern: evidenceGraph(pattern) } : {}),
  });
  return 'problem' in check ? check : { evidence: { ...parsed.evidence, verified: check.verified } };
}

/**
 * What a GraphSkill run reports besides the answer, flat so the bench's reports can aggregate it:
 * the switches in effect, the documents (by call name) and what retrieving them cost, the test
 * cases (usable, dropped, passed by the chosen version), the debugging rounds spent on this
 * question, and whether the program was reused from an earlier question of the task (then the
 * retrieval and test figures are those of the question that built it, and 0 here).
 */
import type { Retrieval } from './documents.js';
import type { GraphSkillOptions } from './options.js';

export type GraphSkillDetails = {
  /** first-try: the first program; debugged: after debugging rounds; reused: an earlier question's program; failed. */
  path: 'first-try' | 'debugged' | 'reused' | 'failed';
  retrieval: GraphSkillOptions['retrieval'];
  tests: boolean;
  debug: boolean;
  maxDebugRounds: number;
  language: string;
  /** 'grraf', 'networkx', a GraphSkill JSON file's name, or 'none'. */
  tree: string;
  /** Call names of the documents the program was written with, joined by ', '. */
  documents: string;
  documentCount: number;
  /** Model calls and tokens of this question's retrieval (0 when reused). */
  retrievalCalls: number;
  retrievalTokensIn: number;
  retrievalTokensOut: number;
  testsUsable: number;
  testsDropped: number;
  /** Cases the program passed, of testsTotal (0 of 0 without tests). */
  testsPassed: number;
  testsTotal: number;
  /** Debugging rounds spent on this question. */
  debugRounds: number;
  reused: boolean;
};

/** Details before anything ran (a failed input, a tree that could not be read). */
export function emptyDetails(o: GraphSkillOptions): GraphSkillDetails {
  return {
    path: 'failed',
    retrieval: o.retrieval,
    tests: o.tests,
    debug: o.debug,
    maxDebugRounds: o.maxDebugRounds,
    language: o.language,
    tree: o.retrieval === 'none' ? 'none' : o.tree,
    documents: '',
    documentCount: 0,
    retrievalCalls: 0,
    retrievalTokensIn: 0,
    retrievalTokensOut: 0,
    testsUsable: 0,
    testsDropped: 0,
    testsPassed: 0,
    testsTotal: 0,
    debugRounds: 0,
    reused: false,
  };
}

/** The retrieval's part of the details. */
export function retrievalDetails(r: Retrieval): Partial<GraphSkillDetails> {
  return {
    tree: r.tree,
    documents: r.documents.map((d) => d.callName).join(', '),
    documentCount: r.documents.length,
    retrievalCalls: r.llmCalls,
    retrievalTokensIn: r.inputTokens,
    retrievalTokensOut: r.outputTokens,
  };
}

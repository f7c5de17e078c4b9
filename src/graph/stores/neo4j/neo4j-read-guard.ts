/**
 * Checks a generated query's plan (EXPLAIN, which plans without running) before it runs on Neo4j.
 *
 * Writes need no check here: generated queries run in READ sessions and the server refuses every
 * write. What a READ session still allows is reaching outside the graph: `LOAD CSV FROM 'http://…'`
 * makes the server fetch a URL (or read a file, where its configuration allows), procedures run
 * whatever they were written to do (DBMS-mode ones such as dbms.killConnection run in READ
 * sessions; APOC's load, import, export and dynamic-query procedures reach files, URLs or run
 * Cypher the plan cannot show), and commands such as SHOW or TERMINATE TRANSACTIONS see and stop
 * other users' work. So the plan may hold no LoadCSV operator, no command, and procedures and APOC
 * functions only from allow-lists. The plan is what is inspected, not the query text, so spelling
 * tricks in the text do not matter (and the plan shows string literals as parameters,
 * `$autostring_0`, so a string that reads like an APOC call is not taken for one).
 */
import { GrrafError } from '../../../errors.js';

/** The part of a driver plan the guard reads. */
export interface PlanNode {
  operatorType: string;
  arguments: Record<string, unknown>;
  children: PlanNode[];
}

/** Built-in procedures a generated query may call: catalog and index reads. */
const PROCEDURES = new Set([
  'db.labels',
  'db.relationshipTypes',
  'db.propertyKeys',
  'db.schema.nodeTypeProperties',
  'db.schema.relTypeProperties',
  'db.schema.visualization',
  'db.index.fulltext.queryNodes',
  'db.index.fulltext.queryRelationships',
  'db.index.vector.queryNodes',
  'db.index.vector.queryRelationships',
]);

/**
 * APOC namespaces whose procedures and functions compute over values or the graph and reach
 * nothing else (writing ones among them are refused by the READ session). Everything else of APOC
 * (load, import, export, cypher, periodic, bolt, log, trigger, util, …) is refused.
 */
const APOC_NAMESPACES = [
  'agg',
  'algo',
  'bitwise',
  'coll',
  'convert',
  'date',
  'hashing',
  'label',
  'map',
  'math',
  'meta',
  'neighbors',
  'node',
  'nodes',
  'number',
  'path',
  'rel',
  'scoring',
  'stats',
  'temporal',
  'text',
];

/** Operators of commands rather than queries over the graph. */
const COMMAND_OPERATOR = /^(Show|Terminate)[A-Za-z]*$|^AdministrationCommand$/;

/** True when an APOC procedure or function may be called (see APOC_NAMESPACES). */
export function apocAllowed(name: string): boolean {
  const [apoc, namespace] = name.split('.');
  return apoc === 'apoc' && namespace !== undefined && APOC_NAMESPACES.includes(namespace);
}

/** Why the plan may not run, or undefined when it may. */
export function refusedByPlan(plan: PlanNode): string | undefined {
  const operator = plan.operatorType.replace(/@.*$/, '');
  const details = typeof plan.arguments.Details === 'string' ? plan.arguments.Details : '';
  if (operator === 'LoadCSV') return 'LOAD CSV (the server would read a file or fetch a URL)';
  if (COMMAND_OPERATOR.test(operator)) return `the command ${operator} (only queries over the graph)`;
  if (operator === 'ProcedureCall') {
    const name = details.slice(0, details.indexOf('(')).trim();
    if (!(PROCEDURES.has(name) || apocAllowed(name))) return `the procedure ${name || details}`;
  }
  for (const [, name] of details.matchAll(/\b(apoc(?:\.\w+)+)\s*\(/g)) {
    if (!apocAllowed(name!)) return `the APOC function ${name}`;
  }
  for (const child of plan.children) {
    const refused = refusedByPlan(child);
    if (refused !== undefined) return refused;
  }
  return undefined;
}

/** Throws GrrafError 'forbidden' (recoverable: the model may write another query) when the plan is refused. */
export function assertPlanAllowed(plan: PlanNode | false | undefined, query: string): void {
  if (!plan) {
    throw new GrrafError('forbidden', 'only read queries over the graph may run (the server gave no plan)', {
      recoverable: true,
      details: { query },
    });
  }
  const refused = refusedByPlan(plan);
  if (refused !== undefined) {
    throw new GrrafError(
      'forbidden',
      `queries are read-only and may not use ${refused}: files, URLs, procedures outside the graph`,
      { recoverable: true, details: { refused, query } },
    );
  }
}

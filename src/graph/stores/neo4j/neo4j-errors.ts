/** Maps Neo4j server and driver errors to typed GrrafErrors carrying the server's message. */
import { GrrafError } from '../../../errors.js';

/** A GrrafError for a failed statement. */
export function classifyNeo4jError(e: unknown, query: string): GrrafError {
  if (e instanceof GrrafError) return e;
  const code = String((e as { code?: unknown }).code ?? '');
  const message = e instanceof Error ? e.message : String(e);
  const details = { engineMessage: message, neo4jCode: code, query };
  const err = (kind: 'forbidden' | 'syntax' | 'timeout' | 'runtime', text: string) =>
    new GrrafError(kind, text, { recoverable: true, details });
  if (/AccessMode|Forbidden|WriteOnReadOnlyAccessDb|read access mode/i.test(`${code} ${message}`)) {
    return err('forbidden', `write attempt refused by the server: ${message}`);
  }
  if (/TransactionTimedOut|Terminated|timed out/i.test(`${code} ${message}`)) {
    return err('timeout', `query interrupted by the time limit: ${message}`);
  }
  if (/SyntaxError|SemanticError|ParameterMissing|UnknownFunction|ProcedureNotFound/i.test(code)) {
    return err('syntax', message);
  }
  if (/ServiceUnavailable|SessionExpired|Unauthorized|AuthenticationRateLimit/i.test(code)) {
    return new GrrafError('io', `Neo4j server unavailable: ${message}`, { details });
  }
  return err('runtime', message);
}

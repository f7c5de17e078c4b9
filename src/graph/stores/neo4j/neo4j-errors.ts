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
  // Fatal (not recoverable): no program the model writes can fix credentials or a server that is down.
  if (/Unauthorized|AuthenticationRateLimit|CredentialsExpired/i.test(code)) {
    return new GrrafError(
      'config',
      `Neo4j refused the credentials (check NEO4J_USER and NEO4J_PASSWORD): ${message}`,
      { details },
    );
  }
  if (/ServiceUnavailable|SessionExpired/i.test(code)) {
    return new GrrafError('io', `Neo4j server unavailable: ${message}`, { details });
  }
  // Server errors carry Neo.* codes; anything else comes from the driver or the connection.
  if (!code.startsWith('Neo.'))
    return new GrrafError('io', `Neo4j connection failed: ${message}`, { details });
  return err('runtime', message);
}

/**
 * Maps Neo4j server and driver errors to typed GrrafErrors carrying the server's message: what
 * happened (refused credentials, a server that cannot be reached, a syntax error and where), not
 * only that something failed.
 */
import { GrrafError } from '../../../errors.js';

const code = (e: unknown) => String((e as { code?: unknown } | null)?.code ?? '');
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Credentials refused (wrong user or password, expired, too many attempts). */
function isAuthFailure(c: string): boolean {
  return /Security\.(Unauthorized|AuthenticationRateLimit|CredentialsExpired|TokenExpired)/.test(c);
}

/**
 * The error of a failed connection check (Neo4jStore.connect): refused credentials are a
 * configuration error naming the user; a server that cannot be reached is an io error.
 */
export function connectError(e: unknown, uri: string, user: string): GrrafError {
  const c = code(e);
  const message = messageOf(e);
  const details = { engineMessage: message, neo4jCode: c, uri };
  if (isAuthFailure(c)) {
    return new GrrafError(
      'config',
      `Neo4j authentication failed for user ${user} at ${uri} (check NEO4J_USER and NEO4J_PASSWORD): ${message}`,
      { field: 'store', details, cause: e },
    );
  }
  return new GrrafError('io', `cannot connect to Neo4j at ${uri}: ${message}`, {
    field: 'store',
    details,
    cause: e,
  });
}

/** Where the server says a syntax error is: "(line 3, column 1 (offset: 24))". */
function position(message: string): { line: number; column: number } | undefined {
  const m = /\(line (\d+), column (\d+)/.exec(message);
  return m ? { line: Number(m[1]), column: Number(m[2]) } : undefined;
}

/** A GrrafError for a failed statement. */
export function classifyNeo4jError(e: unknown, query: string): GrrafError {
  if (e instanceof GrrafError) return e;
  const c = code(e);
  const message = messageOf(e);
  const details = { engineMessage: message, neo4jCode: c, query };
  const err = (kind: 'forbidden' | 'syntax' | 'timeout' | 'runtime', text: string) =>
    new GrrafError(kind, text, { recoverable: true, details });
  if (/AccessMode|Forbidden|WriteOnReadOnlyAccessDb|read access mode/i.test(`${c} ${message}`)) {
    return err('forbidden', `write attempt refused by the server: ${message}`);
  }
  if (/UnsupportedAdministrationCommand/.test(c)) {
    return err('forbidden', `administration commands are not queries over the graph: ${message}`);
  }
  if (/TransactionTimedOut|Terminated|timed out/i.test(`${c} ${message}`)) {
    return err('timeout', `query interrupted by the time limit: ${message}`);
  }
  if (/SyntaxError|SemanticError|ParameterMissing|UnknownFunction|ProcedureNotFound/i.test(c)) {
    // The position goes into the error's location (the message keeps the server's own pointer).
    return new GrrafError('syntax', message, { recoverable: true, details, ...position(message) });
  }
  // Fatal (not recoverable): no program the model writes can fix credentials or a server that is down.
  if (isAuthFailure(c)) {
    return new GrrafError(
      'config',
      `Neo4j authentication failed (check NEO4J_USER and NEO4J_PASSWORD): ${message}`,
      { details },
    );
  }
  if (/ServiceUnavailable|SessionExpired/i.test(c)) {
    return new GrrafError('io', `Neo4j server unavailable: ${message}`, { details });
  }
  // Server errors carry Neo.* codes; anything else comes from the driver or the connection.
  if (!c.startsWith('Neo.')) return new GrrafError('io', `Neo4j connection failed: ${message}`, { details });
  return err('runtime', message);
}

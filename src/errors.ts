/**
 * Typed errors shared by every layer.
 *
 * Each error carries a stable `code`, structured location fields (file, line, column, field)
 * and says whether it is `recoverable` — i.e. worth feeding back to the LLM (an execution error
 * in generated code) — or fatal (bad user input, missing configuration): stop and tell the user.
 */

/** Stable machine-readable error codes. */
export type GrrafErrorCode =
  | 'parse' // malformed input text (a file, a question, a model response)
  | 'format-unknown' // no parser recognizes the input
  | 'format-ambiguous' // more than one parser claims the input
  | 'validation' // well-formed but inconsistent data (duplicate ids, dangling edges, bad weights)
  | 'not-found' // a file, node, store or example that does not exist
  | 'io' // the file system or a database failed
  | 'config' // missing or invalid configuration (models, stores)
  | 'forbidden' // a write attempt or sandbox escape attempt by generated code
  | 'syntax' // generated code or query does not compile
  | 'runtime' // generated code threw
  | 'timeout' // a time limit was hit
  | 'memory' // a memory limit was hit
  | 'model' // the model provider failed or answered unusably
  | 'replay-miss' // a cassette has no recording for this request
  | 'cancelled' // the caller aborted the operation (AbortSignal)
  | 'budget' // a token, step or size budget would be exceeded
  | 'unsupported'; // the operation is not available on this store / executor

/** Where in an input the problem is. All optional: give what is known. */
export interface ErrorLocation {
  file?: string;
  line?: number;
  column?: number;
  field?: string;
}

export interface GrrafErrorOptions extends ErrorLocation {
  recoverable?: boolean;
  details?: Record<string, unknown>;
  cause?: unknown;
}

/** The one error type grraf throws on purpose. */
export class GrrafError extends Error {
  readonly code: GrrafErrorCode;
  readonly recoverable: boolean;
  readonly location: ErrorLocation;
  readonly details: Record<string, unknown>;

  constructor(code: GrrafErrorCode, message: string, options: GrrafErrorOptions = {}) {
    const { file, line, column, field, recoverable, details, cause } = options;
    const location: ErrorLocation = {};
    if (file !== undefined) location.file = file;
    if (line !== undefined) location.line = line;
    if (column !== undefined) location.column = column;
    if (field !== undefined) location.field = field;
    super(withLocation(message, location), cause === undefined ? undefined : { cause });
    this.name = 'GrrafError';
    this.code = code;
    this.recoverable = recoverable ?? false;
    this.location = location;
    this.details = details ?? {};
  }

  /** A plain object for JSON output (CLI --json, HTTP, traces). */
  toJSON(): Record<string, unknown> {
    return {
      code: this.code,
      message: this.message,
      recoverable: this.recoverable,
      ...this.location,
      ...(Object.keys(this.details).length > 0 ? { details: this.details } : {}),
    };
  }
}

/** True when `e` is a GrrafError, optionally of one of the given codes. */
export function isGrrafError(e: unknown, ...codes: GrrafErrorCode[]): e is GrrafError {
  return e instanceof GrrafError && (codes.length === 0 || codes.includes(e.code));
}

/** Prefixes a message with `file:line:column (field)` so every error says where. */
function withLocation(message: string, loc: ErrorLocation): string {
  let where = loc.file ?? '';
  if (loc.line !== undefined) where += `${where ? ':' : 'line '}${loc.line}`;
  if (loc.column !== undefined) where += `:${loc.column}`;
  if (loc.field !== undefined) where += `${where ? ' ' : ''}(field ${loc.field})`;
  return where ? `${where}: ${message}` : message;
}

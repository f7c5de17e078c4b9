/** An API error, with where it is (file, line, column, field) when the server said so. */
import type { ApiError } from '../types';

/** The box. */
export function ErrorBox({ error }: { error: ApiError }) {
  const where = [error.file, error.line, error.column].filter((x) => x !== undefined).join(':');
  return (
    <div className="error-box" role="alert" data-code={error.code}>
      <strong>{error.code} error</strong>
      {where && <span className="where"> at {where}</span>}
      {error.field && <span className="where"> (field {error.field})</span>}
      <pre className="text">{error.message}</pre>
    </div>
  );
}

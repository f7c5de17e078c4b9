/**
 * What a replay of a bundled example shows its client: the examples folder as `examples/`, never
 * where the server keeps it. `grraf serve` and `grraf mcp` send replays (their steps, answers and
 * errors) to clients that have no business knowing the server's directories.
 */

/**
 * `value` with every occurrence of the examples folder `examplesDir` written as `examples`.
 * `value` must be JSON data (trace steps, solutions); a copy is returned when anything was replaced.
 */
export function shownExamplePaths<T>(value: T, examplesDir: string): T {
  const dir = examplesDir.replace(/[\\/]+$/, '');
  if (dir === '' || value === undefined) return value;
  // JSON text escapes a path the same way wherever it occurs, so one replacement covers every string.
  const escaped = JSON.stringify(dir).slice(1, -1);
  const text = JSON.stringify(value);
  return text.includes(escaped) ? (JSON.parse(text.split(escaped).join('examples')) as T) : value;
}

/**
 * Dense numbers for graph keys met one by one, for the lazy readers that walk graphology's
 * adjacency without indexing the whole graph first (explorer.ts, match-target.ts).
 */

/** Numbers keys 0, 1, 2… in the order `id` first sees them; `keys[v]` is the key of number v. */
export function keyNumbering(): { id: (key: string) => number; keys: string[] } {
  const ids = new Map<string, number>();
  const keys: string[] = [];
  const id = (key: string): number => {
    let v = ids.get(key);
    if (v === undefined) {
      v = keys.length;
      ids.set(key, v);
      keys.push(key);
    }
    return v;
  };
  return { id, keys };
}

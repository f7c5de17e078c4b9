/**
 * Canonical JSON: object keys sorted, `undefined` dropped, so equal values give equal text and a
 * stable hash. Hand-written (20 lines) because JSON.stringify's key order is insertion order.
 */
import { createHash } from 'node:crypto';

/** `value` with object keys sorted recursively and undefined members removed. */
export function canonicalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => (v === undefined ? null : canonicalize(v)));
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (value instanceof URL || value instanceof Date) return value.toJSON();
  if (value && typeof value === 'object') {
    // No prototype: a `__proto__` key (tool arguments are the model's JSON) stays a key.
    const out: Record<string, unknown> = Object.create(null);
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = canonicalize(v);
    }
    return out;
  }
  return value;
}

/** Canonical JSON text of `value`. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonicalize(value));
}

/** Hex SHA-256 of the canonical JSON of `value`. */
export function stableHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

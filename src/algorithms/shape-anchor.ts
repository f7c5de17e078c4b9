/**
 * Keeps one instance of a short-lived class alive for as long as the library is loaded, so that
 * V8 keeps the class's hidden class ("map") across full garbage collections.
 *
 * Why: V8 builds a class instance's map by adding one field at a time, and holds the maps it
 * reaches that way only weakly. A search makes its readers, heaps and sides per call, so after a
 * full collection no instance is left, the maps are freed, and every optimized function that
 * embedded them is thrown away ("weak objects" in `--trace-deopt`). The next calls then run in
 * V8's lower tiers until the functions are optimized again: an s→t search right after a full GC
 * took 1.5–3× its hot time at 100k nodes. One small instance per class stops that.
 */
const anchored: object[] = [];

/** Keeps `instance` (a small one, holding nothing large) alive; returns it. */
export function anchorShape<T extends object>(instance: T): T {
  anchored.push(instance);
  return instance;
}

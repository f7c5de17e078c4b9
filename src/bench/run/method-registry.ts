/**
 * Methods the bench can run, by name. GRRAF is built in; later methods (graphskill, graphwalk,
 * baselines) add one line here or call registerBenchMethod at start-up.
 */
import { GrrafError } from '../../errors.js';
import type { Method } from '../../methods/method.js';

/** Makes the method (lazily, so unused methods cost nothing to load). */
export type MethodFactory = () => Method | Promise<Method>;

const registry = new Map<string, MethodFactory>([
  ['grraf', async () => (await import('../../methods/grraf/index.js')).grraf as Method],
]);

/** Adds or replaces a method. */
export function registerBenchMethod(name: string, factory: MethodFactory): void {
  registry.set(name, factory);
}

/** Names of the registered methods. */
export function benchMethodNames(): string[] {
  return [...registry.keys()].sort();
}

/** The method called `name`; a 'config' error listing the known ones otherwise. */
export async function getBenchMethod(name: string): Promise<Method> {
  const factory = registry.get(name);
  if (!factory) {
    throw new GrrafError('config', `unknown method "${name}"; known: ${benchMethodNames().join(', ')}`, {
      field: 'method',
    });
  }
  return factory();
}

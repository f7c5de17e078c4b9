/**
 * The graph layer's public API: the GraphData model, formats (parse / write / detect), the
 * GraphStore contract with the memory store, and schemas (build, and the text form prompts use).
 */
export * from './formats/index.js';
export * from './model.js';
export { forEachProperty, type PropertyCarrier, propertyOf, sameValue, valueKey } from './property-view.js';
export * from './schema.js';
export {
  buildSchema,
  compactExample,
  propertyType,
  SCHEMA_EXAMPLE_MAX_CHARS,
  SCHEMA_EXAMPLE_MAX_ITEMS,
  SchemaBuilder,
  type SchemaEdgeInput,
  type SchemaNodeInput,
} from './schema-builder.js';
export { formatSchemaText } from './schema-text.js';
export type * from './stores/graph-store.js';
export * from './stores/memory/index.js';

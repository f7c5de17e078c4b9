/**
 * The graph tools' argument checks against the store's schema, read once per question: an unknown
 * label, relationship type or property is answered with the valid ones (a recoverable GrrafError
 * the agent reads and corrects), and a value is read as the property's type (the model writes
 * 12.5 or "12.5" for a float property alike; the stores compare strictly).
 */
import { GrrafError } from '../../errors.js';
import type { PropertyValue } from '../../graph/model.js';
import type { GraphSchema, PropertySummary, PropertyType } from '../../graph/schema.js';

/** The pseudo-property naming a node by its id (every store understands it). */
export const ID_PROPERTY = 'id';

/** What a tool may be asked about: nodes of a label, or relationships of a type. */
export type EntityKind = 'node' | 'relationship';

/** A checked property: its name and the types its values have. */
export interface CheckedProperty {
  name: string;
  types: readonly PropertyType[];
}

/** Schema lookups for the tools (see file comment). */
export class SchemaLookup {
  constructor(readonly schema: GraphSchema) {}

  /** The node labels, in schema order. */
  get labels(): string[] {
    return this.schema.nodeLabels.map((l) => l.label);
  }

  /** The relationship types, in schema order. */
  get types(): string[] {
    return this.schema.relationshipTypes.map((t) => t.type);
  }

  /** The properties of nodes of `label` (the id first), or an error listing the labels. */
  nodeProperties(label: string): CheckedProperty[] {
    const found = this.schema.nodeLabels.find((l) => l.label === label);
    if (!found) {
      const hint = this.types.includes(label) ? ` ("${label}" is a relationship type)` : '';
      throw agentError(`no node label "${label}"${hint}; the node labels are: ${list(this.labels)}`, 'label');
    }
    const id: CheckedProperty = { name: ID_PROPERTY, types: [idType(this.schema)] };
    return [id, ...found.properties.filter((p) => p.key !== ID_PROPERTY).map(checked)];
  }

  /** The properties of relationships of `type`, or an error listing the types. */
  relationshipProperties(type: string): CheckedProperty[] {
    const found = this.schema.relationshipTypes.find((t) => t.type === type);
    if (!found) {
      const hint = this.labels.includes(type) ? ` ("${type}" is a node label)` : '';
      throw agentError(
        `no relationship type "${type}"${hint}; the relationship types are: ${list(this.types)}`,
        'entity_name',
      );
    }
    return found.properties.map(checked);
  }

  /** Property `name` of nodes of `label` (or relationships of `type`), or an error listing theirs. */
  property(kind: EntityKind, entity: string, name: string, field = 'property_name'): CheckedProperty {
    const props = kind === 'node' ? this.nodeProperties(entity) : this.relationshipProperties(entity);
    const found = props.find((p) => p.name === name);
    if (found) return found;
    const whose = kind === 'node' ? `"${entity}" nodes` : `"${entity}" relationships`;
    const have =
      props.length === 0
        ? 'they have no properties'
        : `their properties are: ${list(props.map((p) => p.name))}`;
    throw agentError(`"${name}" is not a property of ${whose}; ${have}`, field);
  }
}

/** "node" or "relationship", read leniently ("Node", "RELATIONSHIP", "rel"); an error otherwise. */
export function entityKind(text: string): EntityKind {
  const t = text.trim().toLowerCase();
  if (t === 'node' || t === 'nodes') return 'node';
  if (t === 'relationship' || t === 'relationships' || t === 'rel' || t === 'edge') return 'relationship';
  throw agentError(
    `entity_type must be "node" or "relationship", got ${JSON.stringify(text)}`,
    'entity_type',
  );
}

/**
 * `value` as the property's type: a numeric string for a number property becomes the number, a
 * number for a string property its text, "true"/"false" for a boolean property the boolean.
 * Anything else is kept as given (and simply matches nothing).
 */
export function valueFor(property: CheckedProperty, value: PropertyValue): PropertyValue {
  const types = property.types;
  const numeric = types.includes('integer') || types.includes('float');
  if (typeof value === 'string' && numeric && !types.includes('string')) {
    const n = Number(value.trim());
    if (value.trim() !== '' && Number.isFinite(n)) return n;
  }
  if (typeof value === 'number' && types.includes('string') && !numeric) return String(value);
  if (typeof value === 'string' && types.includes('boolean') && !types.includes('string')) {
    if (/^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  }
  return value;
}

function checked(p: PropertySummary): CheckedProperty {
  return { name: p.key, types: p.types };
}

function idType(schema: GraphSchema): PropertyType {
  return schema.idType === 'integer' ? 'integer' : 'string';
}

function list(names: readonly string[]): string {
  return names.length === 0 ? '(none)' : names.join(', ');
}

/** An error the agent reads and can correct. */
export function agentError(message: string, field: string): GrrafError {
  return new GrrafError('validation', message, { recoverable: true, field });
}

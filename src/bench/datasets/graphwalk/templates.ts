/** The twelve GraphWalk query templates in Table 6's order, by name. */
import { GrrafError } from '../../../errors.js';
import type { QueryTemplate } from './template.js';
import {
  compositionalIntersection,
  negationOnRelProperty,
  negationWithConnection,
} from './templates-logic.js';
import {
  nodeByProperty,
  nodeCount,
  nodeWithMostRelationships,
  relationshipByProperty,
  relationshipCount,
} from './templates-retrieval.js';
import {
  pathFinding,
  pathFromSpecificNode,
  remoteNodeProperty,
  variableHopPath,
} from './templates-traversal.js';

/** All twelve templates, in Table 6's order. */
export const GRAPHWALK_TEMPLATES: readonly QueryTemplate[] = [
  nodeCount,
  relationshipCount,
  nodeWithMostRelationships,
  nodeByProperty,
  relationshipByProperty,
  pathFinding,
  variableHopPath,
  pathFromSpecificNode,
  remoteNodeProperty,
  compositionalIntersection,
  negationWithConnection,
  negationOnRelProperty,
];

/** The template names, in Table 6's order. */
export const GRAPHWALK_TEMPLATE_NAMES: readonly string[] = GRAPHWALK_TEMPLATES.map((t) => t.name);

/** The template called `name`; an unknown name is a 'config' error listing the known ones. */
export function templateNamed(name: string): QueryTemplate {
  const found = GRAPHWALK_TEMPLATES.find((t) => t.name === name);
  if (!found) {
    throw new GrrafError(
      'config',
      `unknown GraphWalk template "${name}"; use one of ${GRAPHWALK_TEMPLATE_NAMES.join(', ')}`,
      { field: 'templates' },
    );
  }
  return found;
}

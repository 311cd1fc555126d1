import type { FormDocument, SchemaNode } from '../../engine/forms';
import { formEntityClosure, referencedEntities } from '../../engine/forms/entity-references';
import { formEntityLoaders } from './form-entity-loaders.generated';

type Entities = Readonly<Record<string, SchemaNode>>;

const loads = new Map<string, Promise<Entities>>();

/**
 * The entity schemas a form document is built from (its entity, those its fields refer to — a
 * tenant's added field may name one — and every one those refer to), each file a chunk loaded
 * once. The login route used to carry all 47 (3.7 KB of its 15 KB, brotli) for the one its form
 * names. A name no loader has is left out, and building the form says so.
 */
export function formEntities(document: FormDocument): Promise<Entities> {
  const key = [...referencedEntities(document, new Set([document.entity]))].sort().join(' ');
  let entities = loads.get(key);
  if (!entities) {
    entities = formEntityClosure(document, (name) => (Object.hasOwn(formEntityLoaders, name) ? formEntityLoaders[name]() : undefined));
    loads.set(key, entities);
  }
  return entities;
}

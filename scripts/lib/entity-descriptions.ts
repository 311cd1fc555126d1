import type { Plugin } from 'vite';
import { withoutDescriptions } from '../../src/engine/forms/build-form';

const ENTITY_FILE = /[\\/]schemas[\\/]entities[\\/][^\\/]+\.schema\.json$/;

/**
 * The entity schemas as the browser gets them: without their `description`s. Those document the
 * API for developers (the OpenAPI document and the server keep them); the forms drop them anyway
 * (buildForm), yet every entity a form picks from is in the login route's download, where their
 * words cost more than a kilobyte. Build only: tests and the server read the files as written.
 */
export function entityDescriptionsLeftOut(): Plugin {
  return {
    name: 'entity-descriptions-left-out',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ENTITY_FILE.test(id)) return null;
      return { code: JSON.stringify(withoutDescriptions(JSON.parse(code))), map: null };
    },
  };
}

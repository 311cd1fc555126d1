import type { Plugin } from 'vite';
import { withoutDescriptions } from '../../src/engine/forms/without-descriptions';

const ENTITY_FILE = /[\\/]schemas[\\/]entities[\\/][^\\/]+\.schema\.json$/;
/** The settings schemas keep theirs: the settings editor shows each setting's description as its help. */
const SETTINGS_FILE = /-settings\.schema\.json$/;

/**
 * The entity schemas as the browser gets them: without their `description`s, but for the settings
 * schemas (the settings editor shows them as help). Those document the API for developers (the OpenAPI document and the server keep them); the forms drop them anyway
 * (buildForm), yet every entity a form picks from is in the login route's download, where their
 * words cost more than a kilobyte. Build only: tests and the server read the files as written.
 */
export function entityDescriptionsLeftOut(): Plugin {
  return {
    name: 'entity-descriptions-left-out',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!ENTITY_FILE.test(id) || SETTINGS_FILE.test(id)) return null;
      return { code: JSON.stringify(withoutDescriptions(JSON.parse(code))), map: null };
    },
  };
}

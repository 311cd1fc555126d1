import { configName, type ConfigName } from '../../config/document-names';
import { problems } from '../../http/problem';

/** The document a path names, or 404: `form.x` for a form the portal does not have is no document. */
export function documentOf(name: string): ConfigName {
  const doc = configName(name);
  if (!doc) throw problems.notFound('ConfigDocument');
  return doc;
}

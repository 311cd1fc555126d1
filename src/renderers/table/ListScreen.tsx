import type { ScreenProps } from '../registry/types';
import { ApplicationLinks } from '../routing/ApplicationLinks';
import { ScreenTable } from './ScreenTable';

/**
 * A table screen that only lists its rows (list-only.ts): the table and, below it, links to the
 * applications its messages name (the accounts list's Apply For Account). The registry picks it
 * over TableScreen for such screens, so their chunk holds no code of the extras they lack.
 */
export default function ListScreen({ screen }: ScreenProps) {
  return <ScreenTable screen={screen} filters={screen.query} searchLabel={screen.messages?.search} below={<ApplicationLinks messages={screen.messages} className="table-screen__links" />} />;
}

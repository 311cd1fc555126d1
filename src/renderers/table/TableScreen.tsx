import type { ScreenProps } from '../registry/types';
import { ApplicationLinks } from '../screens/applications/ApplicationLinks';
import { ScreenTable } from './ScreenTable';

/**
 * A plain data table screen: columns, load operation and paging all from the layout; below it,
 * links to the applications its messages name (the accounts list's Apply For Account).
 */
export default function TableScreen({ screen }: ScreenProps) {
  return (
    <>
      <ScreenTable screen={screen} />
      <ApplicationLinks messages={screen.messages} className="table-screen__links" />
    </>
  );
}

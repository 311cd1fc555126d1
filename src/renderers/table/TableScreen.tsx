import type { ScreenProps } from '../registry/types';
import { ScreenTable } from './ScreenTable';

/** A plain data table screen: columns, load operation and paging all from the layout. */
export default function TableScreen({ screen }: ScreenProps) {
  return <ScreenTable screen={screen} />;
}

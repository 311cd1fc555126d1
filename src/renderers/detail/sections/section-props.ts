import type { ResolvedScreen } from '../../../engine/layout';

export type DetailSection = NonNullable<ResolvedScreen['sections']>[number];

/** What every section renderer of a detail screen receives: its entry of the layout, the screen and its record. */
export interface SectionProps {
  section: DetailSection;
  screen: ResolvedScreen;
  record: object;
  /** Reads the record (and the sections' own lists) again, after a section changed it. */
  reload: () => void;
  /** Changes with each reload: a section's own list loads again with it. */
  reloadToken: number;
}

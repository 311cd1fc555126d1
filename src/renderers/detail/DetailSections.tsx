import type { ComponentType } from 'react';
import type { SectionKind } from '../../engine/layout/detail-sections';
import { settingOn } from '../../engine/layout/menu';
import type { ResolvedScreen } from '../../engine/layout';
import { useTenant } from '../tenant/tenant-context';
import { recordMatches } from './sections/record-matches';
import type { SectionProps } from './sections/section-props';
import { TableSection } from './sections/TableSection';
import { TabsSection } from './sections/TabsSection';
import { TextSection } from './sections/TextSection';
import { accountSections } from './sections/account/account-sections';

/** One renderer per section kind the layout may name (engine check-detail-screen's sectionKinds). */
const sectionRenderers: Record<SectionKind, ComponentType<SectionProps>> = {
  table: TableSection,
  tabs: TabsSection,
  links: TabsSection,
  text: TextSection,
  ...accountSections,
};

/** The screen's sections, in the layout's order, each drawn when its setting is on and the record meets its `when`. */
export function DetailSections({ screen, record }: { screen: ResolvedScreen; record: object }) {
  const { settings } = useTenant();
  return (screen.sections ?? []).map((section, index) => {
    if (!settingOn(settings, section.setting) || !recordMatches(record, section.when)) return null;
    const Section = Object.hasOwn(sectionRenderers, section.kind) ? sectionRenderers[section.kind as SectionKind] : undefined;
    return Section ? <Section key={index} section={section} screen={screen} record={record} /> : null;
  });
}

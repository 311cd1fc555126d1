import { Suspense, type ComponentType } from 'react';
import { lazyWithWords } from '../language/lazy-with-words';
import { staffAccountSectionKinds, type SectionKind, type StaffAccountSectionKind } from '../../engine/layout/detail-sections';
import { settingOn } from '../../engine/layout/menu';
import { useTenant } from '../tenant/tenant-context';
import { recordMatches } from './sections/record-matches';
import type { SectionProps } from './sections/section-props';
import { TableSection } from './sections/TableSection';
import { TabsSection } from './sections/TabsSection';
import { TextSection } from './sections/TextSection';
import { accountSections } from './sections/account/account-sections';
import { Loading } from '../shell/Loading';

/** The staff's account sections load with the first screen that has one: customers never download them. */
const staffSection = (kind: StaffAccountSectionKind): ComponentType<SectionProps> =>
  lazyWithWords(async () => ({ default: (await import('./sections/account-admin/staff-sections')).staffAccountSections[kind] }));
const staffSections = Object.fromEntries(staffAccountSectionKinds.map((kind) => [kind, staffSection(kind)])) as Record<StaffAccountSectionKind, ComponentType<SectionProps>>;

/** One renderer per section kind the layout may name (engine check-detail-screen's sectionKinds). */
const sectionRenderers: Record<SectionKind, ComponentType<SectionProps>> = {
  table: TableSection,
  tabs: TabsSection,
  links: TabsSection,
  text: TextSection,
  ...accountSections,
  ...staffSections,
};

/** The screen's sections, in the layout's order, each drawn when its setting is on and the record meets its `when`. */
export function DetailSections(props: Omit<SectionProps, 'section'>) {
  const { settings } = useTenant();
  return (
    <Suspense fallback={<Loading />}>
      {(props.screen.sections ?? []).map((section, index) => {
        if (!settingOn(settings, section.setting) || !recordMatches(props.record, section.when)) return null;
        const Section = Object.hasOwn(sectionRenderers, section.kind) ? sectionRenderers[section.kind as SectionKind] : undefined;
        return Section ? <Section key={index} section={section} {...props} /> : null;
      })}
    </Suspense>
  );
}

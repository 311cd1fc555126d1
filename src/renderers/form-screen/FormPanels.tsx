import { Suspense, type ComponentType } from 'react';
import { lazyWithWords } from '../language/lazy-with-words';
import type { ResolvedScreen } from '../../engine/layout';
import type { FormPanel } from '../../engine/layout/form-extras';
import { Loading } from '../shell/Loading';

/** A view of a form screen's loaded record, drawn below the form. */
interface PanelProps {
  record: object;
}

/*
 * One component per panel the layout may name (engine/layout/form-extras), each loaded when a
 * screen first shows it.
 */
const panels: Readonly<Record<FormPanel, ComponentType<PanelProps>>> = {
  userPaymentSources: lazyWithWords(async () => {
    const { UserPaymentSources } = await import('../payment-sources/UserPaymentSources');
    return { default: ({ record }: PanelProps) => <UserPaymentSources userId={(record as { user_id: number }).user_id} /> };
  }),
};

/** The screen's `panels` for the record it loaded (Edit User: the user's saved payment sources). */
export function FormPanels({ screen, record }: { screen: ResolvedScreen; record: object | undefined }) {
  if (!record || !screen.panels?.length) return null;
  return (
    <Suspense fallback={<Loading />}>
      {screen.panels.map((name) => {
        const Panel = panels[name as FormPanel];
        return Panel ? <Panel key={name} record={record} /> : null;
      })}
    </Suspense>
  );
}

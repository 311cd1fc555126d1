import type { ComponentType } from 'react';
import { lazyWithWords } from '../../language/lazy-with-words';
import type { FormAside } from '../../../engine/layout/form-asides';

/** The sections a form screen's `aside` names, one component each (typed by engine layout/form-asides), each loaded when shown. */
export const formAsideRenderers: Readonly<Record<FormAside, ComponentType>> = {
  supportContacts: lazyWithWords(() => import('./SupportContacts')),
  gaugeGuide: lazyWithWords(() => import('./GaugeGuide')),
  programTerms: lazyWithWords(() => import('./ProgramTerms')),
};

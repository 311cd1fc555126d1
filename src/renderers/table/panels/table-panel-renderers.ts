import type { ComponentType } from 'react';
import { lazyWithWords } from '../../language/lazy-with-words';
import type { ResolvedScreen } from '../../../engine/layout';
import type { TablePanel } from '../../../engine/layout/table-panels';
import type { PanelAnswer } from '../actions/use-table-actions';

/** What a panel above a table gets: its screen, a way to have the table read its page again, and the last answer a row action handed it. */
export interface TablePanelProps {
  screen: ResolvedScreen;
  reload: () => void;
  answered?: PanelAnswer;
}

/** The panels a table screen's `panel` names, one component each (typed by engine layout/table-panels), each loaded when shown. */
export const tablePanelRenderers: Readonly<Record<TablePanel, ComponentType<TablePanelProps>>> = {
  importUpload: lazyWithWords(() => import('../../screens/integrations/imports/ImportUploadPanel')),
  importJob: lazyWithWords(() => import('../../screens/integrations/imports/ImportJobPanel')),
  apiKeyCreate: lazyWithWords(() => import('../../screens/integrations/ApiKeysPanel')),
  webhookEndpoints: lazyWithWords(() => import('../../screens/integrations/webhooks/WebhooksPanel')),
};

import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import type { Schemas } from '../../../engine/api/types';
import { queueItemType } from '../../../engine/workflow';
import type { ScreenProps } from '../../registry/types';
import { ScreenTable } from '../../table/ScreenTable';
import { SubmissionDialog } from '../../submission/SubmissionDialog';
import { useWorkflowConfig } from './use-workflow-config';

type WorkflowItem = Schemas['WorkflowItem'];

/**
 * A workflow queue (inquiries, account and credit applications, fuel orders): the layout's
 * columns, paged and sorted on the server, filtered by the statuses of the tenant's workflow, and
 * each submission opened in full — with the answers to the fields the tenant added, under the
 * labels of the form it was made on, its history and the moves the workflow allows from its status.
 */
export default function QueueScreen({ screen }: ScreenProps) {
  const itemType = queueItemType(screen.load);
  const flow = useWorkflowConfig()?.[itemType ?? 'inquiry'];
  const [open, setOpen] = useState<WorkflowItem>();
  const [status, setStatus] = useState<string>();
  const [reloadToken, setReloadToken] = useState(0);
  const filterId = `${screen.id}-status`;

  const toolbar = (
    <>
      <label htmlFor={filterId} className="visually-hidden">
        Status
      </label>
      <Dropdown
        inputId={filterId}
        value={status ?? null}
        options={(flow?.statuses ?? []).map((s) => ({ label: s.label, value: s.id }))}
        onChange={(event) => setStatus((event.value as string | null) ?? undefined)}
        placeholder="Any status"
        showClear
        disabled={!flow}
      />
    </>
  );

  return (
    <>
      <ScreenTable
        screen={screen}
        filters={{ status }}
        toolbar={toolbar}
        reloadToken={reloadToken}
        rowActions={(row) => {
          const item = row as WorkflowItem;
          return <Button type="button" size="small" outlined icon="pi pi-eye" label="View" aria-label={`View #${item.request_id}`} onClick={() => setOpen(item)} />;
        }}
      />
      <SubmissionDialog
        item={open}
        onHide={() => setOpen(undefined)}
        workflow={
          itemType && flow && open
            ? {
                itemType,
                flow,
                // The dialog shows the item as it is now; the table reads its page again.
                onChanged: (item) => {
                  setOpen((current) => (current && current.request_id === item.request_id ? { ...current, ...item } : current));
                  setReloadToken((token) => token + 1);
                },
              }
            : undefined
        }
      />
    </>
  );
}

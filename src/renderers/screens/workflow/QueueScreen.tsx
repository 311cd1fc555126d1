import { useState } from 'react';
import { Button } from 'primereact/button';
import type { Schemas } from '../../../engine/api/types';
import type { ScreenProps } from '../../registry/types';
import { ScreenTable } from '../../table/ScreenTable';
import { SubmissionDialog } from '../../submission/SubmissionDialog';

type WorkflowItem = Schemas['WorkflowItem'];

/**
 * A workflow queue (inquiries, account and credit applications, fuel orders): the layout's
 * columns, paged and sorted on the server, and each submission opened in full — with the
 * answers to the fields the tenant added, under the labels of the form it was made on.
 */
export default function QueueScreen({ screen }: ScreenProps) {
  const [open, setOpen] = useState<WorkflowItem>();
  return (
    <>
      <ScreenTable
        screen={screen}
        rowActions={(row) => {
          const item = row as WorkflowItem;
          return <Button type="button" size="small" outlined icon="pi pi-eye" label="View" aria-label={`View #${item.request_id}`} onClick={() => setOpen(item)} />;
        }}
      />
      <SubmissionDialog item={open} onHide={() => setOpen(undefined)} />
    </>
  );
}

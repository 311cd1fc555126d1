import { useState } from 'react';
import { Button } from 'primereact/button';
import type { Schemas } from '../../../../engine/api/types';
import type { ScreenProps } from '../../../registry/types';
import { ScreenTable } from '../../../table/ScreenTable';
import { MailDialog } from './MailDialog';

type Mail = Schemas['OutboxMessage'];

/**
 * The outbox (staff): every mail the portal sent or recorded, newest first, searchable by
 * recipient; Open shows one as its reader would see it.
 */
export default function OutboxScreen({ screen }: ScreenProps) {
  const [open, setOpen] = useState<Mail>();
  return (
    <>
      <ScreenTable
        screen={screen}
        searchLabel="Search by recipient"
        rowActions={(row) => {
          const mail = row as Mail;
          return <Button type="button" size="small" outlined icon="pi pi-envelope" label="Open" aria-label={`Open ${mail.subject} to ${mail.to}`} onClick={() => setOpen(mail)} />;
        }}
      />
      <MailDialog mail={open} onHide={() => setOpen(undefined)} />
    </>
  );
}

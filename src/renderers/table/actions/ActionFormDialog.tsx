import { Suspense, useState } from 'react';
import { PortalDialog } from '../../frame/PortalDialog';
import { SchemaForm } from '../../schema-form/SchemaForm';
import { useFormById } from '../../schema-form/use-screen-form';
import { Loading } from '../../shell/Loading';
import { formStart } from './row-values';

interface ActionFormDialogProps {
  header: string;
  formId: string;
  /** Form answer → row field it starts from. */
  fill?: Readonly<Record<string, string>>;
  row: object;
  busy: boolean;
  onSubmit: (answers: object) => void;
  onHide: () => void;
}

function ActionForm({ formId, fill, row, busy, onSubmit }: Omit<ActionFormDialogProps, 'header' | 'onHide'>) {
  const form = useFormById(formId);
  const [answers, setAnswers] = useState<object>(() => formStart(fill, row, form.schema as { properties?: Record<string, unknown> }));
  return <SchemaForm form={form} formData={answers} onChange={setAnswers} onSubmit={onSubmit} busy={busy} idPrefix={`action-${formId}`} />;
}

/** The answers a row or header action takes, asked with its form document (the RJSF path) before the call. */
export function ActionFormDialog({ header, onHide, ...form }: ActionFormDialogProps) {
  return (
    <PortalDialog visible onHide={onHide} header={header} style={{ width: 'min(520px, 96vw)' }} modal>
      <Suspense fallback={<Loading />}>
        <ActionForm {...form} />
      </Suspense>
    </PortalDialog>
  );
}

import { useCallback, useState } from 'react';
import { importMessages } from '../../../../engine/messages/imports';
import type { ScreenProps } from '../../../registry/types';
import { ScreenTable } from '../../../table/ScreenTable';
import { ImportUploadPanel } from './ImportUploadPanel';
import './imports.css';

/**
 * Integrations → Imports (issue 21 item 5): upload a supplier file and follow it, above the
 * tenant's import jobs, newest first — a layout table (its columns and paging from the layout),
 * each row opening the job's own screen. The list loads again when an upload is queued or finishes.
 */
export default function ImportsScreen({ screen }: ScreenProps) {
  const [reloadToken, setReloadToken] = useState(0);
  const reload = useCallback(() => setReloadToken((token) => token + 1), []);
  return (
    <section className="screen imports" aria-labelledby={`${screen.id}-heading`}>
      <h1 id={`${screen.id}-heading`}>{screen.title}</h1>
      <ImportUploadPanel onChanged={reload} />
      <ScreenTable screen={screen} reloadToken={reloadToken} heading={<h2 id={`${screen.id}-title`}>{importMessages.jobsHeading}</h2>} />
    </section>
  );
}

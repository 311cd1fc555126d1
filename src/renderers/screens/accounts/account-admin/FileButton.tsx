import { useState } from 'react';
import { Button } from 'primereact/button';
import type { ServerFile } from '../../../../engine/api/call-error';
import { failureMessage } from '../../../../engine/api/call-error';
import { useToast } from '../../../feedback/toast-context';
import { saveFile } from '../../records/save-file';

/** A row's file button (a payment's receipt): fetches the PDF through the API client and saves it. */
export function FileButton({ label, icon, ariaLabel, done, fetchFile }: { label: string; icon: string; ariaLabel: string; done: string; fetchFile: () => Promise<ServerFile> }) {
  const toast = useToast();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      saveFile(await fetchFile());
      toast.success(done);
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setRunning(false);
    }
  };
  return (
    <Button type="button" size="small" outlined icon={running ? 'pi pi-spin pi-spinner' : icon} label={label} aria-label={ariaLabel} disabled={running} onClick={() => void run()} />
  );
}

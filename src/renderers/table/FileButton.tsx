import { useState } from 'react';
import { Button } from 'primereact/button';
import type { ServerFile } from '../../engine/api/call-error';
import { failureMessage } from '../../engine/api/call-error';
import { useToast } from '../feedback/toast-context';
import { saveFile } from './exports/save-file';

interface FileButtonProps {
  label: string;
  ariaLabel: string;
  /** Toast once the file is saved, if any. */
  done?: string;
  icon?: string;
  /** Fetches the file through the API client (it needs the session key). */
  fetchFile: () => Promise<ServerFile>;
}

/** A row's file (a ticket, a receipt): fetched, saved under the server's file name, with a spinner meanwhile and the failure as a toast. */
export function FileButton({ label, ariaLabel, done, icon = 'pi pi-download', fetchFile }: FileButtonProps) {
  const toast = useToast();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      saveFile(await fetchFile());
      if (done) toast.success(done);
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

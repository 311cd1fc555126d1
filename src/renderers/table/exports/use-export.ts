import { useState } from 'react';
import { failureMessage } from '../../../engine/api/call-error';
import { messages } from '../../../engine/messages/catalogue';
import { useToast } from '../../feedback/toast-context';
import { useApi } from '../../session/session-context';
import type { ExportFormat, ExportRequest } from './export-formats';
import { saveFile } from './save-file';

export interface ExportState {
  /** The format being exported, while one runs (one at a time). */
  running?: ExportFormat;
  run: (request: ExportRequest) => Promise<void>;
}

/**
 * Runs the layout's `export` operation and saves its file: 'Data exported successfully!', or
 * "(status) detail" (spec 2 §8). Files travel through the API client: they need the session key.
 */
export function useExport(operationId: string, fileStem: string): ExportState {
  const api = useApi();
  const toast = useToast();
  const [running, setRunning] = useState<ExportFormat>();

  const run = async ({ format, values }: ExportRequest) => {
    setRunning(format);
    try {
      saveFile(await api.fileNamed(operationId, { ...values, format }, `${fileStem}.${format}`));
      toast.success(messages.dataExported);
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setRunning(undefined);
    }
  };
  return { running, run };
}

import { useState } from 'react';
import { messages } from '../../../engine/messages/catalogue';
import { useToast } from '../../feedback/toast-context';
import { failureMessage } from '../../operations/call-error';
import type { ExportFormat, Exporter, ExportRequest } from '../../operations/export-operations';
import { useApi } from '../../session/session-context';
import { saveFile } from './save-file';

export interface ExportState {
  /** The format being exported, while one runs (one at a time). */
  running?: ExportFormat;
  run: (request: ExportRequest) => Promise<void>;
}

/** Runs an export and saves its file: 'Data exported successfully!', or "(status) detail" (spec 2 §8). */
export function useExport(exporter: Exporter): ExportState {
  const api = useApi();
  const toast = useToast();
  const [running, setRunning] = useState<ExportFormat>();

  const run = async (request: ExportRequest) => {
    setRunning(request.format);
    try {
      saveFile(await exporter(api, request));
      toast.success(messages.dataExported);
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setRunning(undefined);
    }
  };
  return { running, run };
}

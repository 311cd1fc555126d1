import { useEffect, useState } from 'react';
import { messages } from '../../../../engine/messages/catalogue';
import { useToast } from '../../../feedback/toast-context';
import { failureMessage, type ServerFile } from '../../../../engine/api/call-error';
import { useApi } from '../../../session/session-context';

export interface DocumentFile {
  file?: ServerFile;
  /** A blob: URL of the file, revoked when the screen goes or another document loads. */
  url?: string;
  error?: string;
  loading: boolean;
}

/**
 * A document's PDF from the screen's `load` operation, fetched with the session key and shown
 * from memory: 'Document opened successfully!'.
 */
export function useDocumentFile(operationId: string | undefined, accountId: string, key: string): DocumentFile {
  const api = useApi();
  const toast = useToast();
  const [state, setState] = useState<DocumentFile & { for?: string }>({ loading: true });
  const wanted = `${accountId}/${key}`;

  useEffect(() => {
    let current = true;
    let url: string | undefined;
    if (!key || !operationId) {
      setState({ loading: false, error: messages.noDataFound, for: wanted });
      return;
    }
    api.fileNamed(operationId, { account_id: accountId, key }, `${key}.pdf`).then(
      (file) => {
        if (!current) return;
        url = URL.createObjectURL(file.blob);
        setState({ file, url, loading: false, for: wanted });
        toast.success(messages.documentOpened);
      },
      (error: unknown) => {
        if (!current) return;
        const text = failureMessage(error);
        setState({ error: text, loading: false, for: wanted });
        toast.error(text);
      },
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [api, toast, operationId, accountId, key, wanted]);

  return state.for === wanted ? state : { loading: true };
}

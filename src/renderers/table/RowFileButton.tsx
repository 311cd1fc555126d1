import { messageText } from '../../engine/messages/catalogue';
import { useApi } from '../session/session-context';
import { actionText } from './actions/action-text';
import { actionValues } from './actions/row-values';
import { FileButton } from './FileButton';

interface RowFileButtonProps {
  /** The operation that answers the row's file (the layout's rowFile), its parameters picked from the row by name. */
  operationId: string;
  /** Path parameters filled from other row fields than their own name (the layout's rowFiles params). */
  params?: Readonly<Record<string, string>>;
  row: object;
  /** The button's word (the layout's messages.rowFile) and what the row is called for screen readers. */
  label: string;
  rowName: string;
  /** The layout's message once the file is saved (messages.rowFileDone), if any. */
  done?: string;
  /** What a screen reader hears, when the layout words it ({field} filled from the row); else the word and the row's name. */
  ariaLabel?: string;
}

/**
 * A row's file (a payment's receipt), as a delivery's ticket downloads: fetched through the API
 * client (it needs the session key) and saved under the server's file name.
 */
export function RowFileButton({ operationId, params, row, label, rowName, ariaLabel, done }: RowFileButtonProps) {
  const api = useApi();
  const word = messageText(label);
  return (
    <FileButton
      label={word}
      ariaLabel={ariaLabel ? actionText(ariaLabel, row) : `${word} ${rowName}`}
      done={done && messageText(done)}
      fetchFile={() => api.fileNamed(operationId, actionValues({ params }, row, {}), `${word.toLowerCase()}-${rowName}.pdf`)}
    />
  );
}

/** What a row is called: its key field's value. */
export const rowNameOf = (row: object, field: string | undefined) => String((field && (row as Record<string, unknown>)[field]) ?? '');

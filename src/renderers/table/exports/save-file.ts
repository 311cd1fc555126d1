import type { ServerFile } from '../../../engine/api/call-error';

/**
 * Saves a file the API answered: a link to an object URL with `download`, clicked. The URL is
 * revoked once the browser has taken the click (the download keeps its own copy).
 */
export function saveFile({ blob, filename }: ServerFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

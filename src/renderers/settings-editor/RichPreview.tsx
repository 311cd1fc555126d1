import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { richTextPolicy } from '../../engine/settings/rich-text';
import { settingsEditorMessages as t } from '../../engine/messages/settings-editor';

/**
 * What a rich text will look like, while it is typed: cleaned in the browser with the same
 * allowlist the server enforces (DOMPurify here, sanitize-html there), so the admin sees what the
 * server will keep. The server's sanitising is the one that counts; this one only keeps the
 * preview from running what was typed.
 */
export function RichPreview({ html, id }: { html: string; id: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        ALLOWED_TAGS: [...richTextPolicy.tags],
        ALLOWED_ATTR: richTextPolicy.attributes.a,
        ALLOWED_URI_REGEXP: /^(?:https?|mailto):/i,
      }),
    [html],
  );
  return (
    <div className="content-preview" id={id} aria-live="polite">
      <span className="content-preview__label">{t.preview}</span>
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />
    </div>
  );
}

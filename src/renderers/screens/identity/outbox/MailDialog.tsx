import { Dialog } from 'primereact/dialog';
import type { Schemas } from '../../../../engine/api/types';
import { formatDateTime } from '../../../../engine/format';

type Mail = Schemas['OutboxMessage'];

/**
 * Links open in a new tab: the mail is shown in a sandbox (no scripts, no access to the
 * portal), which may only open pop-ups.
 */
const BASE = '<base target="_blank">';

/** One mail of the outbox, its HTML rendered in a sandboxed frame so it cannot touch the portal. */
export function MailDialog({ mail, onHide }: { mail?: Mail; onHide: () => void }) {
  return (
    <Dialog visible={mail !== undefined} onHide={onHide} header={mail?.subject} className="mail-dialog" style={{ width: 'min(760px, 96vw)' }} modal dismissableMask>
      {mail && (
        <>
          <dl className="mail-dialog__meta">
            <dt>To</dt>
            <dd>{mail.to}</dd>
            <dt>From</dt>
            <dd>{mail.from}</dd>
            <dt>Queued</dt>
            <dd>{formatDateTime(mail.created_at)}</dd>
            <dt>Status</dt>
            <dd>
              {mail.transport}: {mail.status}
              {mail.sent_at ? ` ${formatDateTime(mail.sent_at)}` : ''}
              {mail.attempts ? ` (${mail.attempts} ${mail.attempts === 1 ? 'attempt' : 'attempts'})` : ''}
            </dd>
            {mail.last_error && (
              <>
                <dt>Last error</dt>
                <dd>{mail.last_error}</dd>
              </>
            )}
          </dl>
          <iframe
            title={`Mail: ${mail.subject}`}
            className="mail-dialog__body"
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcDoc={mail.html.includes('<head>') ? mail.html.replace('<head>', `<head>${BASE}`) : `${BASE}${mail.html}`}
          />
        </>
      )}
    </Dialog>
  );
}

import { PortalDialog } from '../../frame/PortalDialog';
import type { Schemas } from '../../../engine/api/types';
import { formatDateTime } from '../../../engine/format';
import { backOfficeMessages as words, fillBackOffice } from '../../../engine/messages/back-office';

type Mail = Schemas['OutboxMessage'];

/**
 * Links open in a new tab: the mail is shown in a sandbox (no scripts), which may only open
 * pop-ups. It keeps the portal's origin (allow-same-origin) so the mail's images load as a mail
 * client shows them: from an opaque origin the tenant's logo was refused (the server's
 * Cross-Origin-Resource-Policy and the CSP's img-src 'self'), a broken image at the top of every
 * mail. Without allow-scripts nothing in the mail can run, so the origin gives it nothing to use.
 */
const BASE = '<base target="_blank">';

/** One mail of the outbox, its HTML rendered in a sandboxed frame so it cannot touch the portal. */
export function MailDialog({ mail, onHide }: { mail?: Mail; onHide: () => void }) {
  return (
    <PortalDialog visible={mail !== undefined} onHide={onHide} header={mail?.subject} className="mail-dialog" style={{ width: 'min(760px, 96vw)' }} modal dismissableMask>
      {mail && (
        <>
          <dl className="mail-dialog__meta">
            <dt>{words.mailTo}</dt>
            <dd>{mail.to}</dd>
            <dt>{words.mailFrom}</dt>
            <dd>{mail.from}</dd>
            <dt>{words.mailQueued}</dt>
            <dd>{formatDateTime(mail.created_at)}</dd>
            <dt>{words.mailStatus}</dt>
            <dd>
              {mail.transport}: {mail.status}
              {mail.sent_at ? ` ${formatDateTime(mail.sent_at)}` : ''}
              {mail.attempts ? ` ${mail.attempts === 1 ? words.mailOneAttempt : fillBackOffice('mailAttempts', { n: mail.attempts })}` : ''}
            </dd>
            {mail.last_error && (
              <>
                <dt>{words.mailLastError}</dt>
                <dd>{mail.last_error}</dd>
              </>
            )}
          </dl>
          <iframe
            title={fillBackOffice('mailFrame', { subject: mail.subject })}
            className="mail-dialog__body"
            sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            srcDoc={mail.html.includes('<head>') ? mail.html.replace('<head>', `<head>${BASE}`) : `${BASE}${mail.html}`}
          />
        </>
      )}
    </PortalDialog>
  );
}

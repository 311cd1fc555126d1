import { activeLanguage } from '../../engine/i18n/active-language';
import { translatedText } from '../../engine/messages/data-texts';
import type { LoadedTenant } from '../tenants/load-tenants';
import type { MailMessage } from './mailer';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MailContent {
  to: string;
  subject: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** An optional call to action. */
  action?: { label: string; url: string };
  /** The one-time key the action's link carries (MailMessage.secret). */
  secret?: string;
}

/** The logo's absolute address for a mail; none when the setting is no http(s) URL (a mail must still go). */
function logoUrl(logo: string | undefined, baseUrl: string): string {
  if (!logo) return '';
  try {
    const url = new URL(logo, baseUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : '';
  } catch {
    return '';
  }
}

/**
 * A mail in the tenant's branding: logo, site name, colours and support contacts, as HTML with
 * a plain-text twin. Everything interpolated is escaped. The copyright notice reads in the mail's
 * language where the tenant translated it (issue 24); the site name is a brand, as written.
 */
export function brandedMail(tenant: LoadedTenant, baseUrl: string, content: MailContent): MailMessage {
  const settings = tenant.config.settings;
  const site = settings.site_name;
  const support = [settings.customer_support_phone_number, settings.customer_support_billing_email].filter(Boolean).join(' · ');
  const logo = logoUrl(settings.logo, baseUrl);
  const text = [
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    '',
    `— ${site}${support ? `\n${support}` : ''}`,
  ].join('\n\n');
  const html = `<!doctype html><html lang="${activeLanguage()}"><body style="margin:0;background:#f4f6f8;font-family:Arial,sans-serif;color:#1f2d3d">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:8px;overflow:hidden">
<tr><td style="background:#158cba;padding:16px 24px">${logo ? `<img src="${escape(logo)}" alt="${escape(site)}" height="40" style="vertical-align:middle">` : ''}<span style="color:#fff;font-size:18px;font-weight:bold;margin-left:12px;vertical-align:middle">${escape(site)}</span></td></tr>
<tr><td style="padding:24px;font-size:15px;line-height:1.5">
${content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escape(p)}</p>`).join('\n')}
${content.action ? `<p style="margin:24px 0"><a href="${escape(content.action.url)}" style="background:#17a2b8;color:#fff;padding:12px 20px;border-radius:4px;text-decoration:none;font-weight:bold">${escape(content.action.label)}</a></p><p style="font-size:12px;color:#6c757d;word-break:break-all">${escape(content.action.url)}</p>` : ''}
</td></tr>
<tr><td style="padding:16px 24px;background:#f8f9fa;font-size:12px;color:#6c757d">${escape(site)}${support ? ` · ${escape(support)}` : ''}${settings.copyright_notice ? `<br>${escape(translatedText(settings.copyright_notice))}` : ''}</td></tr>
</table></td></tr></table></body></html>`;
  return { to: content.to, subject: content.subject, text, html, ...(content.secret ? { secret: content.secret } : {}) };
}

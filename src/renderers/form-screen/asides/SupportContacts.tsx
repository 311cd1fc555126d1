import { messages } from '../../../engine/messages/catalogue';
import { useTenant } from '../../tenant/tenant-context';

/** The supplier's own contacts from settings, for a customer who would rather call or write (Contact's aside). */
export default function SupportContacts() {
  const { settings } = useTenant();
  const entries = [
    { label: messages.supportPhoneLabel, value: settings.customer_support_phone_number, href: `tel:${settings.customer_support_phone_number}`, icon: 'pi pi-phone' },
    { label: messages.supportBillingPhoneLabel, value: settings.customer_support_billing_phone, href: `tel:${settings.customer_support_billing_phone}`, icon: 'pi pi-phone' },
    { label: messages.supportBillingEmailLabel, value: settings.customer_support_billing_email, href: `mailto:${settings.customer_support_billing_email}`, icon: 'pi pi-envelope' },
  ].filter((entry) => entry.value);
  if (!entries.length) return null;
  return (
    <aside className="card form-aside" aria-labelledby="support-contacts-title">
      <h2 id="support-contacts-title">{messages.supportContactsTitle}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.label}>
            <i className={entry.icon} aria-hidden="true" />
            <span>
              <span className="form-aside__label">{entry.label}</span>
              <a href={entry.href}>{entry.value}</a>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

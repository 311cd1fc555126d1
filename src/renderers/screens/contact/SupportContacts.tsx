import { useTenant } from '../../tenant/tenant-context';

/** The supplier's own contacts from settings, for a customer who would rather call or write. */
export function SupportContacts() {
  const { settings } = useTenant();
  const entries = [
    { label: 'Customer support', value: settings.customer_support_phone_number, href: `tel:${settings.customer_support_phone_number}`, icon: 'pi pi-phone' },
    { label: 'Billing questions', value: settings.customer_support_billing_phone, href: `tel:${settings.customer_support_billing_phone}`, icon: 'pi pi-phone' },
    { label: 'Billing email', value: settings.customer_support_billing_email, href: `mailto:${settings.customer_support_billing_email}`, icon: 'pi pi-envelope' },
  ].filter((entry) => entry.value);
  if (!entries.length) return null;
  return (
    <aside className="card contact__support" aria-labelledby="contact-support-title">
      <h2 id="contact-support-title">Other ways to reach us</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.label}>
            <i className={entry.icon} aria-hidden="true" />
            <span>
              <span className="contact__support-label">{entry.label}</span>
              <a href={entry.href}>{entry.value}</a>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

import type { FieldProps } from '@rjsf/utils';
import { Checkbox } from 'primereact/checkbox';
import type { Schemas } from '../../../engine/api/types';
import { useTenant } from '../../tenant/tenant-context';
import { NOTIFY_METHODS, type NotifyMethod } from '../../../../schemas/generated/enums';
import { notificationScreenMessages as t, fillNotificationScreen } from '../../../engine/messages/notification-screens';

type Preference = Schemas['NotificationPreference'];
type Method = NotifyMethod;

/** A method's words (a column head, and inline in a box's name), read at render: the reader's language. */
const methodLabel = (method: Method): string => (method === 'text' ? t.methodText : t.methodEmail);
const methodInline = (method: Method): string => (method === 'text' ? t.methodTextInline : t.methodEmailInline);
const DEFAULT_METHODS: readonly Method[] = NOTIFY_METHODS;

/**
 * Notification preferences (spec 1 §3): one row per alert option the profile carries (the
 * tenant's alert_options), with a checkbox per notification method the tenant offers.
 */
export default function NotificationPreferencesField({ fieldPathId, formData, onChange, disabled, readonly, schema }: FieldProps<Preference[]>) {
  const { settings } = useTenant();
  const offered = (settings.notification_methods ?? DEFAULT_METHODS) as readonly Method[];
  const methods = DEFAULT_METHODS.filter((method) => offered.includes(method));
  const preferences = Array.isArray(formData) ? formData : [];
  const id = fieldPathId.$id;

  const toggle = (index: number, method: Method, checked: boolean) =>
    onChange(
      preferences.map((preference, i) => (i === index ? { ...preference, [method]: checked } : preference)),
      fieldPathId.path,
    );

  if (preferences.length === 0) return null;
  return (
    <fieldset className="preferences" id={id}>
      <legend className="form-field__label">{schema.title ?? t.notificationPreferences}</legend>
      <table className="preferences__table">
        <thead>
          <tr>
            <th scope="col">{t.alert}</th>
            {methods.map((method) => (
              <th scope="col" key={method}>
                {methodLabel(method)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preferences.map((preference, index) => {
            const name = preference.name ?? preference.id;
            return (
              <tr key={preference.id}>
                <th scope="row">
                  <span className="preferences__name">{name}</span>
                  {preference.description && <small className="preferences__description">{preference.description}</small>}
                </th>
                {methods.map((method) => (
                  <td key={method}>
                    {/* A label of its own: PrimeReact copies aria-label onto the wrapper too. */}
                    <label htmlFor={`${id}_${preference.id}_${method}`} className="visually-hidden">
                      {fillNotificationScreen('eventBy', { event: name, method: methodInline(method) })}
                    </label>
                    <Checkbox
                      inputId={`${id}_${preference.id}_${method}`}
                      checked={preference[method] === true}
                      disabled={disabled || readonly}
                      onChange={(event) => toggle(index, method, event.checked === true)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </fieldset>
  );
}

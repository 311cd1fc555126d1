/**
 * Every string enum of the entity schemas as an `as const` array with its type
 * (schemas/generated/enums.ts), so no one retypes an enum's values: drizzle column checks,
 * engine rules, server handlers and screens import these. Enums with the same values (a
 * payment type in eight entities) share one array. The name is the one ENUM_NAMES gives any
 * of its places, else the enum entity's title (FuelCardStatus → FUEL_CARD_STATUSES), else
 * the entity's title and property (AssetKind → ASSET_KINDS).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** `file#pointer` of an enum (the `items` of an array property for its members) → [array name, type name]. */
const ENUM_NAMES: Record<string, [string, string]> = {
  'town-notification.schema.json#': ['TOWN_CODES', 'TownCode'],
  'application-settings.schema.json#/properties/alert_options/items': ['ALERT_OPTIONS', 'AlertOption'],
  'application-settings.schema.json#/properties/workflows/items': ['WORKFLOW_ITEM_TYPES', 'WorkflowItemType'],
  'application-settings.schema.json#/properties/tabs/items': ['APPLICATION_TABS', 'ApplicationTab'],
  'payment.schema.json#/properties/payment_type': ['PAYMENT_TYPES', 'PaymentType'],
  'payment.schema.json#/properties/status': ['PAYMENT_STATUSES', 'PaymentStatus'],
  'payment.schema.json#/properties/channel': ['PAYMENT_CHANNELS', 'PaymentChannel'],
  'bank-account-data.schema.json#/properties/account_type': ['BANK_ACCOUNT_TYPES', 'BankAccountType'],
  'import-job.schema.json#/properties/source': ['IMPORT_SOURCES', 'ImportSource'],
  'import-job.schema.json#/properties/format': ['IMPORT_FORMATS', 'ImportFormat'],
  'import-job.schema.json#/properties/status': ['IMPORT_STATUSES', 'ImportStatus'],
  'import-common.schema.json#/definitions/action': ['IMPORT_ACTIONS', 'ImportAction'],
  'autopay-run.schema.json#/properties/status': ['AUTOPAY_RUN_STATUSES', 'AutopayRunStatus'],
  'event-data-autopay-removed.schema.json#/properties/reason': ['AUTOPAY_REMOVAL_REASONS', 'AutopayRemovalReason'],
  'event-data-application-submitted.schema.json#/properties/item_type': ['APPLICATION_ITEM_TYPES', 'ApplicationItemType'],
  'event-data-account-claimed.schema.json#/properties/via': ['ACCOUNT_CLAIM_VIAS', 'AccountClaimVia'],
  'application-settings.schema.json#/properties/bot_check_provider': ['BOT_CHECK_PROVIDERS', 'BotCheckProvider'],
  'transaction.schema.json#/properties/transaction_type': ['TRANSACTION_TYPES', 'TransactionType'],
  'account-document.schema.json#/properties/document_type': ['DOCUMENT_TYPES', 'DocumentType'],
  'access-request.schema.json#/properties/status': ['ACCESS_REQUEST_STATUSES', 'AccessRequestStatus'],
  'access-request-resolution.schema.json#/properties/action': ['ACCESS_REQUEST_ACTIONS', 'AccessRequestAction'],
  'layout.schema.json#/definitions/access': ['SCREEN_ACCESSES', 'ScreenAccess'],
  'layout.schema.json#/definitions/menuItem/properties/accountFlag': ['ACCOUNT_FLAGS', 'AccountFlag'],
  'layout.schema.json#/definitions/screen/properties/columns/items/properties/format': ['COLUMN_FORMATS', 'ColumnFormat'],
  'layout.schema.json#/definitions/screen/properties/then/oneOf/0': ['FORM_THEN_STEPS', 'FormThenStep'],
  'layout.schema.json#/definitions/screen/properties/frame': ['SCREEN_FRAMES', 'ScreenFrameKind'],
  'layout.schema.json#/definitions/tableFilter/properties/control': ['FILTER_CONTROLS', 'FilterControl'],
  'layout.schema.json#/definitions/screen/properties/settingsEditor': ['SETTINGS_EDITORS', 'SettingsEditor'],
  'config-document-summary.schema.json#/properties/kind': ['CONFIG_DOCUMENT_KINDS', 'ConfigDocumentKind'],
  'delivery.schema.json#/properties/product_type': ['PRODUCT_NAMES', 'ProductName'],
  'new-customer-tank.schema.json#/properties/fuel_uses/items': ['FUEL_USES', 'FuelUse'],
  'new-customer-tank.schema.json#/properties/other_heat_sources/items': ['HEAT_SOURCES', 'HeatSource'],
  'new-customer-request.schema.json#/properties/tank_location/properties/location': ['TANK_LOCATIONS', 'TankLocation'],
  'new-customer-request.schema.json#/properties/registration_info/properties/phone_numbers/items/properties/type': ['PHONE_TYPES', 'PhoneType'],
  'new-customer-request.schema.json#/properties/registration_info/properties/account_type': ['ACCOUNT_TYPES', 'AccountType'],
  'new-customer-request.schema.json#/properties/registration_info/properties/property_occupied': ['PROPERTY_OCCUPANCIES', 'PropertyOccupancy'],
  'new-customer-request.schema.json#/properties/registration_info/properties/property_status': ['PROPERTY_STATUSES', 'PropertyStatus'],
  'notification-recipient.schema.json#/properties/to': ['RECIPIENT_KINDS', 'RecipientKind'],
  'notification-event.schema.json#/properties/group': ['NOTIFICATION_GROUPS', 'NotificationGroup'],
  'workflow-item.schema.json#/properties/item_contents/properties/application_kind': ['APPLICATION_KINDS', 'ApplicationKind'],
  'built-in-role.schema.json#': ['ROLES', 'Role'],
  'language.schema.json#': ['LANGUAGES', 'Language'],
};

export interface SchemaEnum {
  /** Where it is: `file#pointer`. */
  at: string;
  values: string[];
}

const snake = (words: string) => words.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[^A-Za-z0-9]+/g, '_').toUpperCase();
const pascal = (words: string) => snake(words).toLowerCase().replace(/(^|_)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
const plural = (name: string) => (/(S|X|SH|CH)$/.test(name) ? `${name}ES` : /[^AEIOU]Y$/.test(name) ? `${name.slice(0, -1)}IES` : `${name}S`);

/** Every string enum of schemas/entities/*.schema.json, file by file in name order. */
export function schemaEnums(root: string): (SchemaEnum & { title: string })[] {
  const dir = join(root, 'schemas/entities');
  const found: (SchemaEnum & { title: string })[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.schema.json')).sort()) {
    const schema = JSON.parse(readFileSync(join(dir, file), 'utf8')) as Json;
    const title = (schema as { title: string }).title;
    const walk = (node: Json, pointer: string) => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${pointer}/${i}`));
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node.enum) && node.enum.length > 1 && node.enum.every((v) => typeof v === 'string')) {
        found.push({ at: `${file}#${pointer}`, values: node.enum as string[], title });
      }
      for (const [key, value] of Object.entries(node)) if (key !== 'enum' && key !== 'examples' && key !== 'default') walk(value, `${pointer}/${key}`);
    };
    walk(schema, '');
  }
  return found;
}

/** The one value set key: the same members in any order are the same enum. */
export const enumKey = (values: readonly string[]) => [...new Set(values)].sort().join('\u0000');

function defaultName(place: SchemaEnum & { title: string }): [string, string] {
  const pointer = place.at.split('#')[1];
  if (pointer === '') return [plural(snake(place.title)), place.title];
  const last = pointer.split('/').filter((p) => p !== 'items' && p !== 'properties' && p !== 'definitions' && !/^\d+$/.test(p)).pop() as string;
  const base = `${place.title}_${last}`;
  return [plural(snake(base)), pascal(base)];
}

export function enumArraysSource(root: string, header: string): string {
  const places = schemaEnums(root);
  for (const at of Object.keys(ENUM_NAMES)) if (!places.some((p) => p.at === at)) throw new Error(`ENUM_NAMES names ${at}, which is not a string enum of schemas/entities`);
  const groups = new Map<string, (SchemaEnum & { title: string })[]>();
  for (const place of places) groups.set(enumKey(place.values), [...(groups.get(enumKey(place.values)) ?? []), place]);
  const taken = new Map<string, string>();
  const blocks: string[] = [];
  for (const group of groups.values()) {
    const named = group.find((p) => ENUM_NAMES[p.at]) ?? group.find((p) => p.at.endsWith('#')) ?? group[0];
    const [array, type] = ENUM_NAMES[named.at] ?? defaultName(named);
    for (const name of [array, type]) {
      if (taken.has(name)) throw new Error(`${named.at} and ${taken.get(name)} would both generate ${name}: name one in ENUM_NAMES (scripts/lib/enum-arrays.ts)`);
      taken.set(name, named.at);
    }
    blocks.push(
      `/** ${group.map((p) => p.at).join(', ')} */\n` +
        `export const ${array} = [${named.values.map((v) => `'${v.replace(/'/g, "\\'")}'`).join(', ')}] as const;\n` +
        `export type ${type} = (typeof ${array})[number];\n`,
    );
  }
  return `${header}/* The value arrays of every string enum in schemas/entities (scripts/lib/enum-arrays.ts). */\n\n${blocks.join('\n')}`;
}

/**
 * fast-check arbitraries generated from JSON Schema, as Schemathesis does from an OpenAPI
 * document: mostly values the schema allows (so requests get past validation into handlers), with
 * boundary values and hostile ones mixed in (NUL bytes, huge numbers, deep nesting, long strings,
 * wrong types, missing required fields, unknown properties).
 */
import fc from 'fast-check';

type Schema = Record<string, unknown>;

export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(10_000),
  '💥'.repeat(200),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '%00',
  '\ud800',
  '9'.repeat(40),
  '-1',
  '1e20',
  'NaN',
  'null',
  '{}',
  '\r\n\tcontrol\u0007\u001b',
] as const;

const HOSTILE_NUMBERS = [0, -1, 1.5, 2_147_483_647, 2_147_483_648, -2_147_483_649, 1e20, -1e20, 9_007_199_254_740_993, 1e308] as const;

/** Any JSON value of another shape: what a schema's type is swapped for. */
const wrongType = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.string({ maxLength: 10 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

const nested = (depth: number): unknown => (depth === 0 ? 'leaf' : { n: nested(depth - 1) });
const freeForm = fc.oneof(
  { weight: 6, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constant(nested(200)) },
  { weight: 1, arbitrary: fc.constant(Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`k${i}`, i]))) },
  { weight: 1, arbitrary: fc.constant({ 'key\u0000': 'v', value: 'a\u0000' }) },
);

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

function stringOf(schema: Schema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const min = (schema.minLength as number | undefined) ?? 0;
  const max = Math.min((schema.maxLength as number | undefined) ?? 40, min + 40);
  const byFormat: Record<string, fc.Arbitrary<string>> = {
    email: fc.emailAddress(),
    date: fc.date({ min: new Date('1990-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
    'date-time': fc.date({ min: new Date('1990-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
    uri: fc.webUrl(),
  };
  const valid = byFormat[schema.format as string] ?? fc.string({ minLength: min, maxLength: Math.max(min, max) });
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) });
}

function numberOf(schema: Schema, integer: boolean): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const min = (schema.minimum as number | undefined) ?? (integer ? -5 : -1000);
  const max = (schema.maximum as number | undefined) ?? (integer ? 1000 : 100_000);
  const valid = integer ? fc.integer({ min: Math.max(min, -1e9), max: Math.min(max, 1e9) }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS, min, max, min - 1, max + 1) });
}

function objectOf(schema: Schema): fc.Arbitrary<unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const names = Object.keys(properties);
  if (!names.length) return freeForm;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const record = fc.record(Object.fromEntries(names.map((name) => [name, arbitraryOf(properties[name])])), {
    requiredKeys: names.filter((n) => required.has(n)),
  });
  // Now and then a required field goes missing or an unknown one comes along.
  return fc.oneof(
    { weight: 8, arbitrary: record },
    { weight: 1, arbitrary: fc.tuple(record, fc.constantFrom(...names)).map(([value, drop]) => Object.fromEntries(Object.entries(value as object).filter(([k]) => k !== drop))) },
    { weight: 1, arbitrary: record.map((value) => ({ ...(value as object), unexpected_field: 'surprise' })) },
  );
}

/** An arbitrary for values of `schema`, mostly valid. */
export function arbitraryOf(schema: Schema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.jsonValue({ maxDepth: 2 });
  for (const combinator of ['oneOf', 'anyOf'] as const) {
    const options = schema[combinator] as Schema[] | undefined;
    if (options?.length) return fc.oneof(...options.map((o) => arbitraryOf({ ...schema, [combinator]: undefined, ...o })));
  }
  const allOf = schema.allOf as Schema[] | undefined;
  if (allOf?.length) return arbitraryOf(Object.assign({}, schema, ...allOf, { allOf: undefined }) as Schema);
  if ('const' in schema) return fc.constant(schema.const);
  const types = typesOf(schema);
  if (!types.length) return freeForm;
  const byType = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return stringOf(schema);
      case 'integer':
        return numberOf(schema, true);
      case 'number':
        return numberOf(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(arbitraryOf(schema.items as Schema | undefined), { maxLength: Math.min((schema.maxItems as number | undefined) ?? 4, 4) });
      default:
        return objectOf(schema);
    }
  });
  return fc.oneof({ weight: 12, arbitrary: fc.oneof(...byType) }, { weight: 1, arbitrary: wrongType });
}

/** A parameter's value as a query string or path segment carries it. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

import { describe, expect, it } from 'vitest';
import { checkRules, formatPhoneInput, isEmail, isPasswordLongEnough, isPhone, isZipCode, type FieldRule } from '../../src/engine/validation';
import emailSchema from '../../schemas/entities/email.schema.json';
import phoneSchema from '../../schemas/entities/phone.schema.json';

describe('email (spec 1 §5)', () => {
  it.each(['jane.doe@example.com', 'a_b%c+d-e@mail.example.co', 'X9@host.io'])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each(['', 'plain', 'no-at.example.com', 'a@b', 'a@b.c', 'a b@example.com', 'a@exa mple.com', 'é@example.com', 'a@example.c0m'])(
    'refuses %j',
    (email) => expect(isEmail(email)).toBe(false),
  );

  it('agrees with the email entity schema the server validates with', () => {
    const pattern = new RegExp(emailSchema.pattern);
    for (const email of ['jane.doe@example.com', 'a@b', 'a@b.co', 'x y@z.com']) expect(isEmail(email)).toBe(pattern.test(email));
  });
});

describe('phone (spec 1 §5: ###-###-####, max length 12)', () => {
  it('accepts exactly ###-###-####', () => {
    expect(isPhone('555-123-4567')).toBe(true);
  });

  it.each(['5551234567', '555-123-456', '555-1234-567', '(555) 123-4567', '555-123-45678', '555-123-4567 '])('refuses %j', (phone) => {
    expect(isPhone(phone)).toBe(false);
  });

  it('agrees with the phone entity schema, which also allows an empty number', () => {
    const pattern = new RegExp(phoneSchema.pattern);
    expect(pattern.test('')).toBe(true);
    for (const phone of ['555-123-4567', '5551234567', '555-123-456']) expect(isPhone(phone)).toBe(pattern.test(phone));
  });

  it('groups typed digits as ###-###-#### and never makes more than 12 characters', () => {
    expect(formatPhoneInput('5')).toBe('5');
    expect(formatPhoneInput('555')).toBe('555');
    expect(formatPhoneInput('5551')).toBe('555-1');
    expect(formatPhoneInput('555123')).toBe('555-123');
    expect(formatPhoneInput('5551234')).toBe('555-123-4');
    expect(formatPhoneInput('(555) 123 4567')).toBe('555-123-4567');
    expect(formatPhoneInput('555-123-45678999')).toBe('555-123-4567');
    expect(formatPhoneInput('abc')).toBe('');
  });
});

describe('password (spec 2 §9: minimum 8 characters)', () => {
  it('needs at least 8 characters', () => {
    expect(isPasswordLongEnough('1234567')).toBe(false);
    expect(isPasswordLongEnough('12345678')).toBe(true);
    expect(isPasswordLongEnough('')).toBe(false);
  });
});

describe('zip code (spec 1 §5)', () => {
  it.each([
    ['12345', true],
    ['12345-6789', true],
    ['1234', false],
    ['123456', false],
    ['12345-678', false],
    ['12345 6789', false],
    ['ABCDE', false],
  ])('%s → %s', (zip, valid) => expect(isZipCode(zip)).toBe(valid));
});

describe('checkRules', () => {
  const rules: FieldRule[] = [
    { field: 'email', check: 'email', message: 'invalidEmail' },
    { field: 'password', check: 'password', message: 'passwordMinimum' },
    { field: 'confirm', check: 'matches', other: 'password', message: 'passwordsDontMatch' },
    { field: 'members.*.phone', check: 'phone', message: 'phoneInvalid' },
    { field: 'address.zipcode', check: 'zipcode', message: 'zipCodeHint' },
  ];

  it('reports nothing for valid answers', () => {
    const data = { email: 'a@b.co', password: '12345678', confirm: '12345678', members: [{ phone: '555-123-4567' }], address: { zipcode: '12345' } };
    expect(checkRules(rules, data)).toEqual([]);
  });

  it('reports each broken rule at the concrete path of its value, array indexes included', () => {
    const data = {
      email: 'nope',
      password: 'short',
      confirm: 'other',
      members: [{ phone: '555-123-4567' }, { phone: '555' }, { phone: '' }, { phone: '12' }],
      address: { zipcode: '1' },
    };
    expect(checkRules(rules, data).map(({ path, rule }) => [path, rule.message])).toEqual([
      [['email'], 'invalidEmail'],
      [['password'], 'passwordMinimum'],
      [['confirm'], 'passwordsDontMatch'],
      [['members', 1, 'phone'], 'phoneInvalid'],
      [['members', 3, 'phone'], 'phoneInvalid'],
      [['address', 'zipcode'], 'zipCodeHint'],
    ]);
  });

  it('leaves empty and missing values to the required list', () => {
    expect(checkRules(rules, {})).toEqual([]);
    expect(checkRules(rules, { email: '', password: '', confirm: '', members: 'not a list', address: null })).toEqual([]);
  });

  it('compares a confirmation with the field beside it, inside array items too', () => {
    const nested: FieldRule[] = [{ field: 'items.*.confirm', check: 'matches', other: 'email', message: 'emailsDoNotMatch' }];
    const data = { email: 'top@x.io', items: [{ email: 'a@x.io', confirm: 'a@x.io' }, { email: 'b@x.io', confirm: 'top@x.io' }] };
    expect(checkRules(nested, data).map((f) => f.path)).toEqual([['items', 1, 'confirm']]);
  });

  it('flags a confirmation typed before the password it confirms', () => {
    expect(checkRules(rules, { confirm: 'abc' }).map((f) => f.rule.message)).toEqual(['passwordsDontMatch']);
  });
});

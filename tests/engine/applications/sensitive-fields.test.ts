import { describe, expect, it } from 'vitest';
import { applyFormOverride, isMasked, maskSensitive, sensitiveFields } from '../../../src/engine/forms';
import { buildFormDocument, formEntity } from '../../../src/engine/forms/build-document';
import { checkFormOverride } from '../../../src/engine/forms/check-form-override';
import { formDocument } from '../../../src/engine/forms/builtin-forms';
import { checkRules } from '../../../src/engine/validation';
import { formRules } from '../../../src/engine/forms';

const credit = formDocument('credit-application');
const entity = formEntity(credit);
const check = (override: unknown) => checkFormOverride(credit, override, entity);

describe('masking a sensitive answer', () => {
  it('keeps the shape of a social security number and its last 4 digits, dashes or not', () => {
    expect(maskSensitive('123-45-6789')).toBe('•••-••-6789');
    expect(maskSensitive('123456789')).toBe('•••-••-6789');
    expect(maskSensitive(' 123 45 6789 ')).toBe('•••-••-6789');
  });

  it('shows 4 dots and the last 4 of anything else, whatever its length (the length tells something)', () => {
    expect(maskSensitive('9876543210123')).toBe('••••0123');
    expect(maskSensitive('12345')).toBe('••••2345');
  });

  it('hides a short answer whole', () => {
    expect(maskSensitive('1234')).toBe('••••');
    expect(maskSensitive('')).toBe('••••');
  });

  it('tells a mask from an answer', () => {
    expect(isMasked(maskSensitive('123-45-6789'))).toBe(true);
    expect(isMasked('123-45-6789')).toBe(false);
    expect(isMasked(42)).toBe(false);
  });
});

describe('the sensitive marking of a form', () => {
  it('marks the SSN and bank account number of the credit application', () => {
    expect(sensitiveFields(credit)).toEqual(['ssn', 'bank_account_number']);
  });

  it('counts a field the form hides too: a bypassing client may still send its answer', () => {
    expect(sensitiveFields({ fields: ['ssn'], sensitive: ['ssn', 'bank_account_number'] })).toEqual(['ssn', 'bank_account_number']);
    expect(sensitiveFields(formDocument('contact'))).toEqual([]);
  });

  it('grows with a tenant override and never shrinks', () => {
    const form = applyFormOverride(credit, { extraFields: { co_applicant_ssn: { type: 'string', title: 'Co-applicant SSN' } }, sensitive: ['co_applicant_ssn'] }, entity);
    expect(sensitiveFields(form)).toEqual(['ssn', 'bank_account_number', 'co_applicant_ssn']);
    // An override whose list leaves the built-in ones out still keeps them.
    expect(applyFormOverride(credit, { sensitive: ['employer'] }, entity).sensitive).toEqual(['ssn', 'bank_account_number', 'employer']);
  });

  it('is checked like the rest of an override: a known text field only', () => {
    expect(check({ sensitive: ['employer'] })).toEqual([]);
    expect(check({ sensitive: ['nothing_here'] })).toEqual([{ path: '/sensitive/0', message: '"nothing_here" is not a field of this form' }]);
    expect(check({ sensitive: ['monthly_income'] })).toEqual([{ path: '/sensitive/0', message: '"monthly_income" holds no text: only a text field can be sensitive' }]);
    expect(check({ extraFields: { pets: { type: 'integer', title: 'Pets' } }, sensitive: ['pets'] }).map((p) => p.message)).toEqual(['"pets" holds no text: only a text field can be sensitive']);
    expect(check({ sensitive: ['Bad-Name'] }).length).toBeGreaterThan(0);
  });
});

describe('the three application forms', () => {
  it('build from their entities with the spec 2 §9 choice lists', () => {
    const residential = buildFormDocument(formDocument('residential-application'));
    expect(residential.schema.properties.fuel_type.enum).toEqual(['Propane', 'Fuel Oil', 'K-1', 'Diesel', 'Gasoline']);
    expect((residential.schema.properties.fuel_uses.items as { enum: string[] }).enum).toEqual(['Heat', 'Hot Water', 'Cooking', 'Fireplace', 'Generator', 'Dryer', 'Refrig-Lights']);
    expect(residential.schema.properties.property_occupied.enum).toEqual(['full_time', 'part_time']);
    expect(buildFormDocument(formDocument('apply-for-account')).schema.properties.account_type.enum).toEqual(['residential_account', 'business_account']);
    expect(buildFormDocument(credit).schema.required).toContain('authorize_credit_check');
  });

  it('show the server’s messages as one types (the credit form checks the SSN)', () => {
    const failures = checkRules(formRules(credit), { ssn: '666-12-3456', zipcode: '1234', email: 'x@y' });
    expect(failures.map((f) => [f.path.join('.'), f.rule.message])).toEqual([
      ['ssn', 'nationalIdInvalid'],
      ['email', 'invalidEmail'],
      ['zipcode', 'applicationZipcodeInvalid'],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { applicationProblems, calendarDay } from '../../../src/engine/applications/application-rules';
import { isNationalId } from '../../../src/engine/validation';

const now = new Date('2026-11-24T15:00:00Z');
const credit = {
  first_name: 'Casey', last_name: 'Applicant', date_of_birth: '1980-04-02', ssn: '123-45-6789', email: 'casey@example.test', phone: '802-555-0142',
  street: '12 Elm St', city: 'Burlington', state: 'VT', zipcode: '05401', employer: 'Lake Co', bank_name: 'First Bank',
  authorize_credit_check: true, signature_name: 'Casey Applicant', signature_date: '2026-11-24',
};

describe('a social security number', () => {
  it('is 9 digits, with or without dashes', () => {
    expect(isNationalId('123-45-6789')).toBe(true);
    expect(isNationalId('123456789')).toBe(true);
    expect(isNationalId('12-345-6789')).toBe(false);
    expect(isNationalId('12345678')).toBe(false);
    expect(isNationalId('123-45-678a')).toBe(false);
  });

  it('is never one the SSA does not issue', () => {
    for (const never of ['000-12-3456', '666-12-3456', '912-34-5678', '123-00-4567', '123-45-0000']) expect(isNationalId(never), never).toBe(false);
  });
});

describe('the credit application rules', () => {
  it('pass a complete application', () => {
    expect(applicationProblems('credit', credit, now)).toEqual([]);
  });

  it('name each wrong answer at its field with the spec’s message where it words one', () => {
    const problems = applicationProblems('credit', { ...credit, email: 'casey@', phone: '802555014', zipcode: '0540', employer_phone: '1', previous_zipcode: 'x' }, now);
    expect(problems).toEqual([
      { path: 'email', message: 'Invalid email address' },
      { path: 'phone', message: 'Please enter a 10 digit phone number' },
      { path: 'zipcode', message: 'Invalid delivery zipcode. Format: 12345 or 12345-6789' },
      { path: 'previous_zipcode', message: 'Invalid delivery zipcode. Format: 12345 or 12345-6789' },
      { path: 'employer_phone', message: 'Please enter a 10 digit phone number' },
    ]);
  });

  it('want the credit check authorised, a signature and an adult applicant', () => {
    const problems = applicationProblems('credit', { ...credit, authorize_credit_check: false, signature_name: '  ', date_of_birth: '2009-01-01' }, now);
    expect(problems).toEqual([
      { path: 'signature_name', message: 'Value missing' },
      { path: 'date_of_birth', message: 'Enter a valid date of birth: you must be at least 18' },
      { path: 'authorize_credit_check', message: 'You must authorize the credit check to apply' },
    ]);
    // 18 today counts.
    expect(applicationProblems('credit', { ...credit, date_of_birth: '2008-11-24' }, now)).toEqual([]);
  });

  it('date the signature around today', () => {
    expect(applicationProblems('credit', { ...credit, signature_date: '2026-11-25' }, now)).toEqual([]);
    expect(applicationProblems('credit', { ...credit, signature_date: '2026-12-24' }, now)).toEqual([{ path: 'signature_date', message: 'Enter a valid date' }]);
    expect(applicationProblems('credit', { ...credit, signature_date: '2025-11-24' }, now)).toEqual([{ path: 'signature_date', message: 'Enter a valid date' }]);
  });
});

describe('the account application rules', () => {
  const residential = { first_name: 'R', last_name: 'P', email: 'r@example.test', phone: '802-555-0143', street: '3 Pine', city: 'B', state: 'VT', zipcode: '05401-1234', start_date: '2026-12-01' };

  it('take a start date from yesterday to a year ahead', () => {
    expect(applicationProblems('residential', residential, now)).toEqual([]);
    expect(applicationProblems('residential', { ...residential, start_date: '2028-01-01' }, now)).toEqual([{ path: 'start_date', message: 'Enter a valid date' }]);
  });

  it('ask no email of the signed-in applicant for another account, and leave optional fields alone', () => {
    expect(applicationProblems('apply-for-account', { street: '1', city: 'B', state: 'VT', zipcode: '05401', email: 'not checked' }, now)).toEqual([]);
    expect(applicationProblems('apply-for-account', { street: '1', city: 'B', state: 'VT', zipcode: '05401', phone: '' }, now)).toEqual([]);
  });
});

describe('a calendar day', () => {
  it('is a real day written YYYY-MM-DD', () => {
    expect(calendarDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(calendarDay('2026-02-29')).toBeUndefined();
    expect(calendarDay('11/24/2026')).toBeUndefined();
  });
});

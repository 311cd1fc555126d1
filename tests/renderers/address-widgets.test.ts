import { describe, expect, it } from 'vitest';
import { subdivisionsOf } from '../../src/engine/address';
import { addressAfterCountry, addressAfterPick, addressUiSchema } from '../../src/renderers/form/AddressSuggestField/address-pick';
import { typedText } from '../../src/renderers/form/AddressSuggestWidget/suggest-input';
import { subdivisionChoices } from '../../src/renderers/form/SubdivisionWidget/subdivision-choices';
import { generateFields, generatePortalTheme } from '../../src/renderers/form/theme';

describe('a picked suggestion fills the address object', () => {
  const typed = { street1: '12 El', street2: 'Apt 4', city: '', state: '', zipcode: '', country: 'US', gate_code: '1234' };

  it('sets street1, city, state, ZIP and country, keeping street2 and any tenant field', () => {
    const picked = { street1: '12 Elm Street', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' };
    expect(addressAfterPick(typed, picked, subdivisionsOf)).toEqual({ ...picked, street2: 'Apt 4', gate_code: '1234' });
  });

  it('leaves street1 empty after a ZIP’s town was picked, for the street to be typed next', () => {
    const picked = { street1: '', city: 'Burlington', state: 'VT', zipcode: '05401', country: 'US' };
    expect(addressAfterPick({ ...typed, street1: '05401' }, picked, subdivisionsOf)).toMatchObject({ street1: '', city: 'Burlington', zipcode: '05401' });
  });

  it('turns a state named in full into its code, and a lower-case country into upper case', () => {
    const picked = { street1: '1 Rue Sainte-Catherine', city: 'Montréal', state: 'Quebec', zipcode: 'H3B 1A7', country: 'ca' };
    expect(addressAfterPick(undefined, picked, subdivisionsOf)).toEqual({ ...picked, state: 'QC', country: 'CA' });
    expect(addressAfterPick(undefined, { ...picked, state: 'Somewhere' }, subdivisionsOf).state).toBe('Somewhere');
  });
});

describe('the address field wires its children', () => {
  const pick = () => undefined;

  it('gives street1 the suggestions, state the chosen country, country the ISO select', () => {
    const ui = addressUiSchema({ 'ui:field': 'address', street1: { 'ui:title': 'Street' } }, { country: 'CA' }, pick);
    expect(ui['ui:field']).toBeUndefined();
    expect(ui.street1).toEqual({ 'ui:widget': 'addressSuggest', 'ui:title': 'Street', 'ui:options': { onAddressPick: pick } });
    expect(ui.state).toEqual({ 'ui:widget': 'subdivision', 'ui:options': { country: 'CA' } });
    expect(ui.country).toEqual({ 'ui:widget': 'country', 'ui:options': {} });
    expect(ui.zipcode).toEqual({ 'ui:placeholder': 'Format: A1A 1A1' });
    expect(addressUiSchema(undefined, undefined, pick).zipcode).toEqual({ 'ui:placeholder': 'Format: 12345 or 12345-6789' });
    expect(addressUiSchema({ zipcode: { 'ui:placeholder': 'ZIP' } }, { country: 'KE' }, pick).zipcode).toEqual({ 'ui:placeholder': 'ZIP' });
  });

  it('lets the form choose another widget while keeping the wiring', () => {
    const ui = addressUiSchema({ state: { 'ui:widget': 'text', 'ui:options': { placeholder: 'State' } } }, undefined, pick);
    expect(ui.state).toEqual({ 'ui:widget': 'text', 'ui:options': { placeholder: 'State', country: '' } });
  });

  it('is registered in the portal theme with the three widgets', () => {
    expect(Object.keys(generateFields())).toContain('address');
    expect(Object.keys(generatePortalTheme().widgets ?? {})).toEqual(expect.arrayContaining(['country', 'subdivision', 'addressSuggest']));
  });
});

describe('a new country takes a state it does not have with it', () => {
  it('clears a US state when the country becomes Canada, keeps a Canadian province', () => {
    expect(addressAfterCountry({ city: 'Burlington', state: 'VT', country: 'US' }, 'CA', subdivisionsOf)).toEqual({ city: 'Burlington', state: undefined, country: 'CA' });
    expect(addressAfterCountry({ state: 'QC', country: 'US' }, 'CA', subdivisionsOf)).toMatchObject({ state: 'QC', country: 'CA' });
  });

  it('keeps typed text between countries without a list, but not a code of the old list', () => {
    expect(addressAfterCountry({ state: 'Grand Cayman', country: 'KY' }, 'ZZ', subdivisionsOf)).toMatchObject({ state: 'Grand Cayman' });
    expect(addressAfterCountry({ state: 'VT', country: 'US' }, 'KY', subdivisionsOf).state).toBeUndefined();
    expect(addressAfterCountry({ country: 'US' }, undefined, subdivisionsOf)).toEqual({ country: undefined });
  });
});

describe('subdivision choices', () => {
  it('lists a country’s subdivisions by code and name', () => {
    const us = subdivisionChoices(subdivisionsOf('US'), 'VT');
    expect(us).toHaveLength(57);
    expect(us).toContainEqual({ value: 'VT', label: 'Vermont' });
  });

  it('keeps a stored value the list lacks, so a loaded address keeps its state', () => {
    expect(subdivisionChoices(subdivisionsOf('US'), 'Vt.')?.[0]).toEqual({ value: 'Vt.', label: 'Vt.' });
  });

  it('falls back to free text with no subdivisions, or only the country itself', () => {
    expect(subdivisionChoices(subdivisionsOf('ZZ'), '')).toBeUndefined();
    expect(subdivisionChoices(subdivisionsOf('KY'), 'Grand Cayman')).toBeUndefined();
  });
});

describe('the street box', () => {
  it('shows only text, never a suggestion object', () => {
    expect(typedText('12 Elm')).toBe('12 Elm');
    expect(typedText({ place_id: 'x', description: 'y' })).toBe('');
    expect(typedText(undefined)).toBe('');
  });
});

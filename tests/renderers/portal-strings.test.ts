import { TranslatableString } from '@rjsf/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguageSource } from '../../src/engine/i18n/active-language';
import { wantLanguages } from '../../src/engine/i18n/translations';
import esFormWidgets from '../../src/engine/messages/locales/es/form-widgets';
import { portalStrings } from '../../src/renderers/form/portal-strings';

describe("rjsf's words in the reader's language (issue 24)", () => {
  afterEach(() => setLanguageSource(() => 'en'));

  it("words a list's buttons from the form-widgets set, and keeps rjsf's English for the rest", async () => {
    expect(portalStrings(TranslatableString.AddItemButton)).toBe('Add Item');
    expect(portalStrings(TranslatableString.RemoveButton)).toBe('Remove');
    await wantLanguages(['es']);
    setLanguageSource(() => 'es');
    expect(portalStrings(TranslatableString.AddItemButton)).toBe(esFormWidgets.addItem);
    expect(portalStrings(TranslatableString.MoveUpButton)).toBe(esFormWidgets.moveItemUp);
    expect(portalStrings(TranslatableString.MoveDownButton)).toBe(esFormWidgets.moveItemDown);
    expect(portalStrings(TranslatableString.RemoveButton)).toBe(esFormWidgets.removeItem);
    expect(portalStrings(TranslatableString.NowLabel)).toBe('Now');
  });
});

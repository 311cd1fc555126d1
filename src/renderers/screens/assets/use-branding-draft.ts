import { useState } from 'react';
import { failureMessage } from '../../../engine/api/call-error';
import type { ApplicationSettings } from '../../../engine/api/types';
import { promotionsOf, samePromotions, type Promotions } from '../../../engine/assets/promotions';
import { backOfficeMessages } from '../../../engine/messages/back-office';
import { useToast } from '../../feedback/toast-context';
import { useApi } from '../../session/session-context';
import { useTenant } from '../../tenant/tenant-context';

export interface Branding {
  logo: string | undefined;
  promotions: Promotions;
}

const same = (a: Branding, b: Branding) => a.logo === b.logo && samePromotions(a.promotions, b.promotions);

/**
 * The promotions and the logo as saved and as being edited: Save sends the edited ones through
 * POST /settings (updateSettings, a partial settings object), Cancel goes back to the saved ones.
 * While they differ the screen's unsaved-changes guard asks before the page is left.
 */
export function useBrandingDraft() {
  const api = useApi();
  const toast = useToast();
  const { settings, reload } = useTenant();
  const [saved, setSaved] = useState<Branding>(() => ({ logo: settings.logo, promotions: promotionsOf(settings) }));
  const [draft, setDraft] = useState<Branding>(saved);
  const [saving, setSaving] = useState(false);
  const dirty = !same(saved, draft);

  async function save(): Promise<void> {
    setSaving(true);
    try {
      const promotional_images = { ...(settings.promotional_images ?? {}), enabled: draft.promotions.enabled, images: draft.promotions.images };
      const change: Partial<ApplicationSettings> = { promotional_images, ...(draft.logo ? { logo: draft.logo } : {}) };
      // updateSettings declares its body as "any part of ApplicationSettings", an object without properties for the generator.
      await api.data('updateSettings', { body: change as never });
      setSaved(draft);
      toast.success(backOfficeMessages.promotionsSaved);
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  /**
   * "Use as logo" takes effect at once (the header changes with it), apart from the promotions'
   * Save: a choice that looked made but vanished on leaving the page was the review's complaint.
   */
  async function chooseLogo(logo: string): Promise<void> {
    setSaving(true);
    try {
      const answer = await api.data('updateSettings', { body: { logo } as never });
      setSaved((before) => ({ ...before, logo }));
      setDraft((before) => ({ ...before, logo }));
      toast.success(answer.message);
      await reload();
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  return { draft, setDraft, dirty, saving, save, chooseLogo, cancel: () => setDraft(saved) };
}

/**
 * Promotional images (spec 1 §"Application settings": promotional_images — enabled, images with
 * name, src, link, caption): what the admin screen edits and the customer overview shows.
 */

import { translatedText } from '../messages/data-texts';
import type { ApplicationSettings } from '../settings/settings-types';

export interface Promotion {
  name: string;
  src: string;
  link?: string;
  caption?: string;
}

export interface Promotions {
  enabled: boolean;
  images: Promotion[];
}

/** The part of the settings promotions live in (ApplicationSettings' promotional_images, as loose as its defaults allow). */
export type PromotionSettings = Pick<ApplicationSettings, 'promotional_images'>;

/** The tenant's promotions as settings hold them (absent: disabled, none). */
export function promotionsOf(settings: PromotionSettings): Promotions {
  const saved = settings.promotional_images;
  return {
    enabled: saved?.enabled === true,
    images: (saved?.images ?? []).map((image) => ({ name: image.name, src: image.src, ...(image.link ? { link: image.link } : {}), ...(image.caption ? { caption: image.caption } : {}) })),
  };
}

/** A link a promotion may open: http or https only (never javascript:, data: or a relative trick). */
export function safeLink(link: string | undefined): string | undefined {
  if (!link) return undefined;
  try {
    const url = new URL(link.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What the customer overview shows: nothing unless enabled; each image with its caption, in the
 * active language where the tenant translated it (issue 24), and, if safe, its link.
 */
export function activePromotions(settings: PromotionSettings): Promotion[] {
  const promotions = promotionsOf(settings);
  if (!promotions.enabled) return [];
  return promotions.images.map((image) => ({ ...image, ...(image.caption ? { caption: translatedText(image.caption) } : {}), link: safeLink(image.link) }));
}

/** Whether two editions of the promotions differ (the screen's unsaved-change tracking). */
export function samePromotions(a: Promotions, b: Promotions): boolean {
  return JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));
}

const normalised = (p: Promotions) => ({ enabled: p.enabled, images: p.images.map((i) => [i.name, i.src, i.link ?? '', i.caption ?? '']) });

/** The problem with a promotion's link as typed, or undefined when it is empty or a web address. */
export function linkProblem(link: string | undefined): string | undefined {
  return link && !safeLink(link) ? 'Enter a web address starting with http:// or https://' : undefined;
}

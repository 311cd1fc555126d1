/** What the overview shows of the promotions, and when the screen has unsaved changes. */
import { describe, expect, it } from 'vitest';
import { activePromotions, linkProblem, promotionsOf, safeLink, samePromotions } from '../../src/engine/assets/promotions';

const image = (name: string, link?: string) => ({ name, src: `/api/demo/assets/images/${name}`, link, caption: `About ${name}` });

describe('promotions', () => {
  it('shows nothing while disabled, every image with its caption once enabled', () => {
    expect(activePromotions({ promotional_images: { enabled: false, images: [image('a.png')] } })).toEqual([]);
    expect(activePromotions({})).toEqual([]);
    expect(activePromotions({ promotional_images: { enabled: true, images: [image('a.png', 'https://x.test/a'), image('b.png')] } })).toEqual([
      { name: 'a.png', src: '/api/demo/assets/images/a.png', link: 'https://x.test/a', caption: 'About a.png' },
      { name: 'b.png', src: '/api/demo/assets/images/b.png', link: undefined, caption: 'About b.png' },
    ]);
  });

  it('links only to http and https addresses', () => {
    expect(safeLink('https://example.com/offer')).toBe('https://example.com/offer');
    expect(safeLink('http://example.com')).toBe('http://example.com/');
    for (const hostile of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>x</script>', 'vbscript:x', '//evil.test', '/relative', 'not a url']) {
      expect(safeLink(hostile), hostile).toBeUndefined();
    }
    const shown = activePromotions({ promotional_images: { enabled: true, images: [image('a.png', 'javascript:alert(1)')] } });
    expect(shown[0].link).toBeUndefined();
    expect(linkProblem('javascript:alert(1)')).toBeDefined();
    expect(linkProblem('')).toBeUndefined();
  });

  it('tells an edited set of promotions from the saved one', () => {
    const saved = promotionsOf({ promotional_images: { enabled: true, images: [image('a.png')] } });
    expect(samePromotions(saved, { ...saved, images: [...saved.images] })).toBe(true);
    expect(samePromotions(saved, { ...saved, enabled: false })).toBe(false);
    expect(samePromotions(saved, { ...saved, images: [{ ...saved.images[0], caption: 'New' }] })).toBe(false);
    expect(samePromotions(saved, { ...saved, images: [] })).toBe(false);
  });
});

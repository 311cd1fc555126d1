/** Asset names (spaces → underscores, path tricks refused) and raster structure (dimensions, end markers). */
import { describe, expect, it } from 'vitest';
import { assetName, assetUrl } from '../../src/engine/assets/asset-name';
import { rasterStructure } from '../../src/engine/assets/image-structure';
import { gif, jpeg, png, webp } from '../server/support/asset-images';

describe('assetName', () => {
  it('turns spaces into underscores and keeps the rest', () => {
    expect(assetName('Spring promo 2026.PNG')).toEqual({ ok: true, name: 'Spring_promo_2026.PNG', family: 'png' });
    expect(assetName(' logo.jpeg ')).toMatchObject({ ok: true, name: 'logo.jpeg', family: 'jpeg' });
    expect(assetName('café.webp')).toMatchObject({ ok: true, name: 'café.webp', family: 'webp' });
  });

  it.each([
    ['a/b.png'],
    ['a\\b.png'],
    ['..png'],
    ['../x.png'],
    ['x..png'],
    ['nul\u0000.png'],
    ['tab\t.png'],
    ['bidi\u202e.png'],
    ['.hidden.png'],
    ['what?.png'],
    ['50%.png'],
    [''],
    ['   '],
    ['noextension'],
    ['script.js'],
    [`${'a'.repeat(120)}.png`],
  ])('refuses %j', (name) => {
    expect(assetName(name).ok).toBe(false);
  });

  it('builds the URL the portal serves an asset at', () => {
    expect(assetUrl('demo', 'image', 'a b#.png')).toBe('/api/demo/assets/images/a%20b%23.png');
    expect(assetUrl('demo', 'logo', 'x.png')).toBe('/api/demo/assets/logos/x.png');
  });
});

describe('rasterStructure', () => {
  it('reads the dimensions of well-formed images', () => {
    expect(rasterStructure('png', png(3, 2))).toEqual({ ok: true, width: 3, height: 2 });
    expect(rasterStructure('gif', gif())).toEqual({ ok: true, width: 1, height: 1 });
    expect(rasterStructure('jpeg', jpeg())).toEqual({ ok: true, width: 2, height: 2 });
    expect(rasterStructure('webp', webp())).toEqual({ ok: true, width: 2, height: 2 });
  });

  it('reports the size a decompression bomb declares, without decoding it', () => {
    expect(rasterStructure('png', png(1, 1, [0, 0, 0], { width: 100_000, height: 100_000 }))).toEqual({ ok: true, width: 100_000, height: 100_000 });
  });

  it('refuses data after the end of each format', () => {
    const tail = Buffer.from('<script>alert(1)</script>');
    for (const [family, bytes] of [['png', png()], ['gif', gif()], ['jpeg', jpeg()], ['webp', webp()]] as const) {
      const result = rasterStructure(family, Buffer.concat([bytes, tail]));
      expect(result.ok, family).toBe(false);
    }
  });

  it('refuses truncated images', () => {
    for (const [family, bytes] of [['png', png()], ['gif', gif()], ['jpeg', jpeg()], ['webp', webp()]] as const) {
      expect(rasterStructure(family, bytes.subarray(0, bytes.length - 3)).ok, family).toBe(false);
    }
  });
});

describe('asset names that look like something else', () => {
  it('refuses characters drawn like slashes and invisible format characters, and folds look-alikes', () => {
    for (const name of ['a∕b.png', 'a⁄b.png', 'a／b.png', 'a＼b.png', 'logo\u200b.png', 'logo\u2060.png']) expect(assetName(name).ok, name).toBe(false);
    expect(assetName('ｌｏｇｏ.png')).toMatchObject({ ok: true, name: 'logo.png' });
  });
});

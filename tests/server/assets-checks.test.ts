/** The upload checks on their own (no app): content sniffing, the extension's family, SVG sanitising. */
import { describe, expect, it } from 'vitest';
import { checkImage } from '../../src/server/assets/checks/check-image';
import { sanitizeSvg } from '../../src/server/assets/checks/sanitize-svg';
import { HttpProblem } from '../../src/server/http/problem';
import { CLEAN_SVG, gif, jpeg, png, SVG_WITH_SCRIPT, webp } from './support/asset-images';

const statusOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'stored';
  } catch (error) {
    return error instanceof HttpProblem ? error.status : error;
  }
};

describe('checkImage', () => {
  it('takes each format when the extension agrees', async () => {
    expect((await checkImage('png', png())).contentType).toBe('image/png');
    expect((await checkImage('jpeg', jpeg())).contentType).toBe('image/jpeg');
    expect((await checkImage('gif', gif())).contentType).toBe('image/gif');
    expect((await checkImage('webp', webp())).contentType).toBe('image/webp');
    expect((await checkImage('svg', Buffer.from(CLEAN_SVG))).contentType).toBe('image/svg+xml');
  });

  it('refuses content that is no image (415) and an extension that lies (422)', async () => {
    expect(await statusOf(checkImage('png', Buffer.from('hello')))).toBe(415);
    expect(await statusOf(checkImage('png', Buffer.from('%PDF-1.7\n')))).toBe(415);
    expect(await statusOf(checkImage('png', jpeg()))).toBe(422);
    expect(await statusOf(checkImage('svg', png()))).toBe(422);
    expect(await statusOf(checkImage('png', Buffer.from(CLEAN_SVG)))).toBe(422);
  });

  it('refuses markup hidden inside a raster image and oversized dimensions', async () => {
    const withText = Buffer.concat([png().subarray(0, 33), Buffer.from([0, 0, 0, 17]), Buffer.from('tEXt<script>x</script>'), png().subarray(33)]);
    expect(await statusOf(checkImage('png', withText))).toBe(422);
    expect(await statusOf(checkImage('png', png(1, 1, [0, 0, 0], { width: 8001, height: 1 })))).toBe(422);
    expect(await statusOf(checkImage('png', png(1, 1, [0, 0, 0], { width: 8000, height: 8000 })))).toBe('stored');
  });
});

describe('sanitizeSvg', () => {
  it('refuses a script, event handlers, foreignObject and external references', () => {
    expect(sanitizeSvg(SVG_WITH_SCRIPT).ok).toBe(false);
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect onmouseover="x()"/></svg>').ok).toBe(false);
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div>x</div></foreignObject></svg>').ok).toBe(false);
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.test/s.svg#a"/></svg>').ok).toBe(false);
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:alert(1)"><rect/></a></svg>').ok).toBe(false);
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill:url(http://evil.test/p)"/></svg>').ok).toBe(false);
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.test/a.css);</style></svg>').ok).toBe(false);
  });

  it('keeps local references and drops harmless editor metadata', () => {
    const result = sanitizeSvg('<svg xmlns="http://www.w3.org/2000/svg" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" sodipodi:docname="x.svg"><defs><linearGradient id="g"/></defs><rect width="4" height="4" fill="url(#g)"/></svg>');
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.svg).toContain('fill="url(#g)"');
      expect(result.svg).not.toContain('sodipodi');
    }
  });

  it('gives a namespace to an SVG written without one, so it renders as a file of its own', () => {
    const result = sanitizeSvg('<svg width="1" height="1"><rect width="1" height="1"/></svg>');
    expect(result).toEqual({ ok: true, svg: '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect width="1" height="1"></rect></svg>' });
  });
});

describe('sanitizeSvg: what a security review got past the first version', () => {
  const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg">${body}</svg>`;

  it('refuses url(…) to outside the image in any attribute, and style sheets hiding a fetch behind CSS escapes', () => {
    for (const body of ['<rect fill="url(https://evil.example/p.svg#g)"/>', '<rect filter="url(//evil.example/f)"/>', '<rect mask="url(http://evil.example/m)"/>', '<style>rect { fill: \\75 rl(https://evil.example/x) }</style>', '<style>@\\69mport "https://evil.example/x.css";</style>', '<style>rect { background-image: image-set("https://evil.example/x.png" 1x) }</style>']) {
      expect(sanitizeSvg(svg(body)), body).toMatchObject({ ok: false });
    }
    expect(sanitizeSvg(svg('<rect fill="url(#gradient)"/>'))).toMatchObject({ ok: true });
  });

  it('refuses a root rebound to another namespace and anything after the root', () => {
    expect(sanitizeSvg('<svg xmlns="http://www.w3.org/1999/xhtml"><rect/></svg>')).toMatchObject({ ok: false, reason: 'The SVG root is not in the SVG namespace.' });
    expect(sanitizeSvg('<svg></svg><div>hello</div>')).toMatchObject({ ok: false });
    expect(sanitizeSvg(svg('<svg><rect/></svg>'))).toMatchObject({ ok: true });
  });
});

describe('checkImage: markup hidden in a raster image', () => {
  it('refuses a PNG whose text chunk holds SVG or HTML markup', async () => {
    const base = png();
    // A tEXt chunk before IEND (the CRC is not checked by the markup scan, so any 4 bytes do).
    const text = Buffer.from('Comment\0<svg onload=alert(1)>', 'latin1');
    const chunk = Buffer.concat([Buffer.from([0, 0, 0, text.length]), Buffer.from('tEXt', 'latin1'), text, Buffer.alloc(4)]);
    const withText = Buffer.concat([base.subarray(0, base.length - 12), chunk, base.subarray(base.length - 12)]);
    expect(await statusOf(checkImage('png', withText))).toBe(422);
  });
});

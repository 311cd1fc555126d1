import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { assemblePage, scriptJson } from '../../src/server/http/page-assembly';
import { SIGNED_IN_GUARD, SIGNED_IN_GUARD_SOURCE } from '../../src/server/http/signed-in-guard';
import { contentSecurityPolicyWith } from '../../src/server/http/security-headers';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <title>Customer Portal</title>
    <script type="module" crossorigin src="/assets/runtime-1.js"></script>
    <script type="module" crossorigin src="/assets/shell-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"><div class="loading"><div class="spinner"></div></div></div>
  </body>
</html>`;

const page = {
  html: '<main><h1>Login to your Account</h1></main>',
  title: 'Login · "Fuel" <Co>',
  lang: 'en',
  answers: { '/api/demo/layout': { title: '</script><script>alert(1)</script><!--' } },
  themeHref: '/tenant-files/demo/theme.css',
  iconHref: '/tenant-files/demo/assets/logo.svg?a=1&b="2"',
};

describe('the page the server drew (issue 25 item 1)', () => {
  it('puts the drawn screen in #root, marked for hydration, in place of the spinner', () => {
    const html = assemblePage(TEMPLATE, page)!;
    expect(html).toContain('<div id="root" data-ssr=""><main><h1>Login to your Account</h1></main></div>');
    expect(html).not.toContain('class="loading"');
    expect(html).toMatch(/<\/script>\s*<\/body>/);
  });

  it("loads the build's modules after the first paint, by the loader, not as the page's own script tags", () => {
    const html = assemblePage(TEMPLATE, page)!;
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<script src="/scripts-after-paint.js" data-modules="/assets/runtime-1.js /assets/shell-1.js" defer></script>');
    // A template whose scripts it does not recognise keeps them: a page never left without its code.
    const other = assemblePage(TEMPLATE.replace(/ crossorigin src=/g, ' src='), page)!;
    expect(other).toContain('<script type="module" src="/assets/shell-1.js"></script>');
    expect(other).not.toContain('scripts-after-paint');
  });

  it('escapes the title and the head links', () => {
    const html = assemblePage(TEMPLATE, page)!;
    expect(html).toContain('<title>Login · &#34;Fuel&#34; &#60;Co&#62;</title>');
    expect(html).toContain('<link id="tenant-theme" rel="stylesheet" href="/tenant-files/demo/theme.css">');
    expect(html).toContain('href="/tenant-files/demo/assets/logo.svg?a=1&#38;b=&#34;2&#34;"');
    expect(html).toContain('<html lang="en">');
  });

  it('writes the answers as JSON no text of theirs can break out of', () => {
    const html = assemblePage(TEMPLATE, page)!;
    const element = /<script type="application\/json" id="boot-answers">([\s\S]*?)<\/script>/.exec(html);
    expect(element).not.toBeNull();
    // Three script elements (the loader's, the guard's, and the answers'), the answers' text exactly the answers.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(JSON.parse(element![1])).toEqual(page.answers);
    expect(element![1]).not.toContain('<');
    expect(scriptJson('\u2028<')).toBe('"\\u2028\\u003c"');
  });

  it('leaves a template without #root alone (the caller serves index.html)', () => {
    expect(assemblePage('<!doctype html><body></body>', page)).toBeUndefined();
  });

  describe('the guard that takes the drawing away in a browser with a session', () => {
    /** Runs the guard as the page does, on a #root drawn by the server, with these stored items. */
    const guarded = (session: Record<string, string>, local: Record<string, string> = {}, storageThrows = false) => {
      const root = { ssr: true, drawn: true, removeAttribute: (name: string) => name === 'data-ssr' && (root.ssr = false), replaceChildren: () => (root.drawn = false) };
      const storage = (items: Record<string, string>) => ({
        getItem: (key: string) => {
          if (storageThrows) throw new Error('SecurityError: storage is off');
          return items[key] ?? null;
        },
      });
      new Function('sessionStorage', 'localStorage', 'document', SIGNED_IN_GUARD)(storage(session), storage(local), { getElementById: (id: string) => (id === 'root' ? root : null) });
      return { ssr: root.ssr, drawn: root.drawn };
    };

    it('leaves a visitor the drawn page, to hydrate', () => {
      expect(guarded({})).toEqual({ ssr: true, drawn: true });
      expect(guarded({}, {}, true)).toEqual({ ssr: true, drawn: true });
    });

    it('takes it away for a signed-in tab or a stored tenant: the app renders afresh', () => {
      expect(guarded({ userInfo: '{"user_key":"k"}' })).toEqual({ ssr: false, drawn: false });
      expect(guarded({}, { tenant: 'cleangas' })).toEqual({ ssr: false, drawn: false });
    });

    it('runs right after #root, allowed by its hash in every CSP', () => {
      const html = assemblePage(TEMPLATE, { ...page, answers: {}, themeHref: '/t.css' })!;
      const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1]);
      expect(inline).toEqual([SIGNED_IN_GUARD]);
      expect(html).toMatch(/<\/div><script>[^<]*<\/script><script type="application\/json"/);
      const hash = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
      expect(SIGNED_IN_GUARD_SOURCE).toBe(hash);
      expect(contentSecurityPolicyWith({ script: [], frame: [], connect: [], style: [] })).toContain(`script-src 'self' ${hash};`);
    });
  });
});

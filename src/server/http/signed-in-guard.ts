import { createHash } from 'node:crypto';
import { storageKeys } from '../../engine/session/constants';

/**
 * The one inline script of a page the server drew, run as soon as #root is parsed, before the
 * first paint: the server draws a route for a visitor (it cannot see the session, which lives in
 * sessionStorage), and a signed-in customer reloading /payment would otherwise see Pay As Guest
 * until the app ran and drew their own Payment screen (a stored tenant draws another portal: the
 * same; a language the visitor picked other than the page's draws it in their words, and what they
 * typed into the English drawing would be lost). With any of them in storage the drawing is taken away, and the app renders afresh
 * (main.tsx's canHydrate: no data-ssr). Inline because an external script would hold every
 * visitor's first paint for a round trip; allowed by its hash in the CSP (security-headers.ts).
 */
export const SIGNED_IN_GUARD = `(function(){try{var l=localStorage.getItem(${JSON.stringify(storageKeys.language)});if(sessionStorage.getItem(${JSON.stringify(storageKeys.userInfo)})||localStorage.getItem(${JSON.stringify(storageKeys.tenant)})||(l&&l.split("-")[0]!==document.documentElement.lang)){var r=document.getElementById("root");r.removeAttribute("data-ssr");r.replaceChildren()}}catch(e){}})()`;

/** The guard as a CSP script source. */
export const SIGNED_IN_GUARD_SOURCE = `'sha256-${createHash('sha256').update(SIGNED_IN_GUARD).digest('base64')}'`;

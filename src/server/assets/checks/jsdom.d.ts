/** The one corner of jsdom the SVG sanitiser uses (the package ships no types and @types/jsdom is not installed). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    /** A whole window: its globals (DOMParser, Node, Element…) are its own, as on the browser's `globalThis`. */
    readonly window: Window & typeof globalThis;
  }
}

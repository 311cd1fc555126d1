/** The iso-3166-2 package ships no types: the part of its data this module reads. */
declare module 'iso-3166-2' {
  interface Iso3166Subdivision {
    type: string;
    name: string;
  }
  interface Iso3166Country {
    name: string;
    /** Keyed "{country}-{code}", e.g. "US-VT". */
    sub: Record<string, Iso3166Subdivision>;
  }
  const iso3166: {
    /** Keyed by ISO 3166-1 alpha-2 code. */
    data: Record<string, Iso3166Country>;
    /** Alpha-3 → alpha-2. */
    codes: Record<string, string>;
  };
  export default iso3166;
}

/** The zipcodes package ships no types: the part of it the server uses. */
declare module 'zipcodes' {
  interface ZipCodeEntry {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    /** 'US', or 'Canada' for the Canadian forward sortation areas it also holds. */
    country: string;
  }
  const zipcodes: {
    lookup(zip: string | number): ZipCodeEntry | undefined;
    /** Every entry, keyed by code. */
    codes: Record<string, ZipCodeEntry>;
  };
  export default zipcodes;
}

/** What global-setup hands to the browser tests (vitest `provide` / `inject`). */
export interface E2eContext {
  /** Port of the portal server; 0 when the tests are skipped. */
  port: number;
  /** Chromium executable; '' when none is installed, and the browser tests skip. */
  chromiumPath: string;
  /** Session key of the demo tenant's admin, for tests that prepare data through the API. */
  adminKey: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}

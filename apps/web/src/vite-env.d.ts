/// <reference types="vite/client" />

/** Build settings the web app reads (`import.meta.env`); unset ones are undefined. */
interface ImportMetaEnv {
  /**
   * The API's origin (`https://tokri.in`) for the native shell's build, whose pages are not served by the API
   * (ADR 0055). Unset on the web build: the API is on the page's own origin.
   */
  readonly VITE_API_ORIGIN?: string;
  /** 'true' in the native shell's build: no service worker there (ADR 0055). */
  readonly VITE_NATIVE_SHELL?: string;
}

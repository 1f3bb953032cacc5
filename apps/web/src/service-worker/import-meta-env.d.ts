/** What Vite replaces in the worker's build (the worker is not type-checked with vite/client, a DOM library). */
interface ImportMetaEnv {
  readonly PROD: boolean;
  readonly DEV: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

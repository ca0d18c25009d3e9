/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Absolute site origin used for canonical URLs in page metadata. */
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

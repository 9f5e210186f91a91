/// <reference types="vite/client" />

// The build-time variables of docs/decisions/003, the same in the four apps (each app's src/vite-env.d.ts refers to
// this file). All are optional: unset means relative URLs, the one-origin deployment.
interface ImportMetaEnv {
  /** The API's base URL, e.g. https://api.example.com/api; unset: /api on this origin. */
  readonly VITE_API_URL?: string;
  /** Each app's origin in subdomain mode, e.g. https://www.example.com; unset: this origin. */
  readonly VITE_PUBLIC_SITE_URL?: string;
  readonly VITE_RIDER_APP_URL?: string;
  readonly VITE_DRIVER_APP_URL?: string;
  readonly VITE_ADMIN_APP_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

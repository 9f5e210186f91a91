/// <reference types="vite/client" />

// The build-time variables of docs/decisions/003 (all optional; unset means relative, the one-origin deployment).
interface ImportMetaEnv {
  /** The API base, e.g. https://api.example.com/api; /api on this origin when unset. */
  readonly VITE_API_URL?: string;
  readonly VITE_PUBLIC_SITE_URL?: string;
  readonly VITE_RIDER_APP_URL?: string;
  readonly VITE_DRIVER_APP_URL?: string;
  readonly VITE_ADMIN_APP_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

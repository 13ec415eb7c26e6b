/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin (and optional prefix) of the API server, e.g. `https://api.example.com/`; defaults to the page origin. */
  readonly VITE_API_URL?: string;
  /** Sentry DSN; error reporting is off without it. */
  readonly VITE_SENTRY_DSN?: string;
  /** Release name sent with error reports. */
  readonly VITE_RELEASE?: string;
  /** `1` runs the deployment check on localhost / 127.0.0.1 too (it is skipped there otherwise). */
  readonly VITE_VERSION_CHECK?: string;
  /** Public key of the realtime app; defaults to `dme-portal` (the server's PUSHER_APP_KEY default). */
  readonly VITE_PUSHER_KEY?: string;
  /** URL of the Zoom Phone Smart Embed; the phone widget for suppliers is absent without it. */
  readonly VITE_ZOOM_PHONE_URL?: string;
  /** Map tile URL template (Leaflet); defaults to OpenStreetMap's. Stops and routes still show without tiles. */
  readonly VITE_MAP_TILE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

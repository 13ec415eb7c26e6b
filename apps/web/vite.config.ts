import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where `npm start` runs the API server; the dev server forwards API, realtime auth and the socket to it. */
const apiServer = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the server publishes it as /manifest.json for the deployment check.
    manifest: true,
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/broadcasting': apiServer,
      '/app': { target: apiServer, ws: true },
    },
  },
});

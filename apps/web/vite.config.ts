import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { contractForWeb, precompress } from './build/contract-for-web';

/** Where `npm start` runs the API server; the dev server forwards API, realtime auth and the socket to it. */
const apiServer = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [contractForWeb(), react(), precompress()],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the server publishes it as /manifest.json for the deployment check.
    manifest: true,
    modulePreload: false,
    rolldownOptions: {
      output: {
        // What every page needs, in two chunks instead of dozens of small shared ones (each response carries ~1 KB
        // of headers): React, the router, TanStack Query and axios; and Mantine's styles system and hooks. Mantine's
        // components stay split, so a page loads only those it shows.
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|axios|clsx)[\\/]/ },
            { name: 'mantine-base', test: /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/]core|hooks|store)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/broadcasting': apiServer,
      '/app': { target: apiServer, ws: true },
    },
  },
});

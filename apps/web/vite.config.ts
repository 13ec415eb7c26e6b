import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { contractForWeb, precompress } from './build/contract-for-web';

/** Where `npm start` runs the API server; the dev server forwards API, realtime auth and the socket to it. */
const apiServer = 'http://127.0.0.1:8080';

/** The dev server answers a load of /auth/login with the standalone sign-in page, as the API server does. */
const signInPage = (): Plugin => ({
  name: 'sign-in-page',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      if (req.method === 'GET' && req.url && /^\/auth\/login(\?|$)/.test(req.url)) req.url = req.url.replace('/auth/login', '/login.html');
      next();
    });
  },
});

export default defineConfig({
  plugins: [contractForWeb(), react(), precompress(), signInPage()],
  build: {
    outDir: 'dist',
    // dist/.vite/manifest.json: the server publishes it as /manifest.json for the deployment check.
    manifest: true,
    // A lazy screen's chunks are asked for together, not discovered import by import: the orders list came in 8 waves
    // of requests and now in 3. No polyfill: every browser the app supports has modulepreload.
    modulePreload: { polyfill: false },
    // Two pages: the app, and the standalone sign-in page a cold load of /auth/login gets (src/sign-in).
    rolldownOptions: {
      input: { app: 'index.html', login: 'login.html' },
      output: {
        // What every page needs, in a few chunks instead of dozens of small shared ones (each response carries ~1 KB
        // of headers): React; the router and TanStack Query (the app, not the standalone sign-in page); and Mantine's
        // styles system and hooks. Mantine's components stay split, so a page loads only those it shows.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|clsx)[\\/]/ },
            { name: 'framework', test: /node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query))[\\/]/ },
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

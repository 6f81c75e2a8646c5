import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// Everything the Node server answers itself; the dev server forwards it so the app runs against a local API.
const serverPaths = ['/v1', '/v2', '/oidc', '/api', '/config.json', '/healthz', '/readyz'];
const serverUrl = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  // 'source' makes workspace packages such as @praxis/contract resolve to their TypeScript sources.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, serverUrl])),
  },
  build: { outDir: 'dist' },
});

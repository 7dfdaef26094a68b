import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The styles live beside their features, but ship as one stylesheet loaded with the page, as
    // before: no late <link> when a lazy screen loads, and one cascade order whatever the navigation.
    cssCodeSplit: false,
  },
  server: {
    port: 5173,
    proxy: {
      // The API refuses cross-origin mutations; in development the proxy presents the API's own origin.
      '/api': {
        target: apiTarget,
        configure: (proxy) => {
          proxy.on('proxyReq', (request) => {
            if (request.getHeader('origin')) request.setHeader('origin', 'http://localhost:3000');
          });
        },
      },
    },
  },
});

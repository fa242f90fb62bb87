import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 3000,
    strictPort: true,
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3003', changeOrigin: false },
    },
  },
  // The manifest tells the server-rendered pages (/p/:slug) which script and styles are the app's entry.
  build: { outDir: 'dist', manifest: true },
});

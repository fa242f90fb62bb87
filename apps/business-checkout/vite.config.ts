import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 3002,
    strictPort: true,
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3003', changeOrigin: false },
    },
  },
  build: { outDir: 'dist' },
});

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
  build: {
    outDir: 'dist',
    // The manifest tells the server-rendered pages (Home, /p/:slug) their island entry's script and styles.
    manifest: true,
    rollupOptions: {
      // The full site, and the chat islands of a landing page and of Home (no Mantine, no router: issue 10's
      // 120 KB budget); the two islands share one chatbot chunk. The «Diventa partner» page's sign-up form is an
      // island of the same kind.
      input: {
        index: 'index.html',
        'landing-chat': 'src/landing-chat.tsx',
        'home-chat': 'src/home-chat.tsx',
        'partner-signup': 'src/partner-signup.tsx',
      },
    },
  },
});

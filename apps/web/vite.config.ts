import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootHtml } from './build/boot-html.ts';

export default defineConfig({
  plugins: [react(), bootHtml()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  build: { outDir: 'dist', sourcemap: false, manifest: true },
});

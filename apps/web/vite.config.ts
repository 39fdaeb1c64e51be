import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * Preloads the Latin subset of Inter, the only one the pt-BR pages use, so it arrives with the CSS
 * instead of after it (no font swap while the landing page paints). The hashed file name is read from
 * the bundle; the other subsets stay on demand through their unicode-range.
 */
function preloadInterLatin(): Plugin {
  return {
    name: 'tenho:preload-inter-latin',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const file = Object.keys(bundle ?? {}).find((name) =>
          /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/.test(name),
        );
        if (!file) throw new Error('preload-inter-latin: inter-latin-wght-normal.woff2 is not in the bundle');
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

// The API listens on 3000 in development; VITE_API_PROXY points the dev proxy elsewhere.
const apiTarget = process.env.VITE_API_PROXY ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadInterLatin()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The panels are lazy chunks; the landing page only loads what it needs.
    modulePreload: { polyfill: false },
  },
});

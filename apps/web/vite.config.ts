import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootHtml } from './build/boot-html.ts';
import { mantineRulesInUse } from './build/mantine-rules-in-use.ts';
import { PREACT_ALIAS } from './build/preact-alias.ts';
import { prebuiltCatalogues } from './build/prebuilt-catalogues.ts';
import { themeVariables } from './build/theme-variables.ts';

export default defineConfig({
  plugins: [react(), bootHtml(), themeVariables(), prebuiltCatalogues(), mantineRulesInUse()],
  resolve: { alias: PREACT_ALIAS },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    // one stylesheet, switched on before the first render: a chunk's own (the theme's inputs, the
    // header's) inserted later made the browser restyle the drawn page each time (decision 041)
    cssCodeSplit: false,
    rolldownOptions: {
      preserveEntrySignatures: false,
      // the shared pieces go into the chunks that use them: a screen is a dozen files, not eighty,
      // each a round trip on a phone's link (decision 041); stylesheets stay files of their own
      output: {
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: Number.POSITIVE_INFINITY, exclude: /\.css(\?|$)/ } },
      },
    },
  },
});

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
import { pureContractPlugin } from './build/pure-contract-plugin';

const WORKSPACE_SOURCE = /packages[\\/](shared|writing)[\\/]src[\\/].*\.ts$/;

/** Where `npm run dev` and `vite preview` send API calls; the server listens on :3000 by default. */
const apiTarget = process.env.PENWRIGHT_API_URL ?? 'http://127.0.0.1:3000';

/** Chunks of the prerendered public pages and the sign-in screens, by their route file's name. */
const PUBLIC_PAGE_CHUNK =
  /(^|\/)(home|privacy|terms|contact|help|unauthorised|not-found|auth|login|reset-password)-[\w-]+\.js$/;

export default defineConfig({
  // The plugins' types come from the workspace root's newer Vite (pulled in by Vitest); at run time they
  // work with this app's Vite 7, so the cast only reconciles two copies of the same declarations.
  plugins: [pureContractPlugin(), ...([react(), tailwindcss()] as unknown as PluginOption[])],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/v1': { target: apiTarget, changeOrigin: false },
      '/docs': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/v1': { target: apiTarget, changeOrigin: false },
      '/docs': { target: apiTarget, changeOrigin: false },
    },
  },
  // The draft-insights worker only counts: the schemas of the shared contract and of the writing package
  // (module-level zod calls, free of side effects) tree-shake away, and zod with them.
  worker: {
    format: 'es',
    plugins: () => [pureContractPlugin(WORKSPACE_SOURCE)],
    rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !WORKSPACE_SOURCE.test(id) } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the es2022 target runs in supports <link rel="modulepreload">; the polyfill is dead weight.
    modulePreload: {
      polyfill: false,
      // The entry lists, for each lazy route, the chunks to fetch alongside it. Public pages keep that list
      // (their first load counts against the page budget); signed-in screens fetch their chunks as the route's
      // own imports name them, which keeps dozens of dashboard file lists out of every public page's entry.
      resolveDependencies: (filename, deps) => (PUBLIC_PAGE_CHUNK.test(filename) ? deps : []),
    },
    rollupOptions: {
      // The shared contract declares no side effects at import time (see build/pure-contract-plugin.ts).
      treeshake: { moduleSideEffects: (id: string) => !/packages[\\/]shared[\\/]/.test(id) },
      // No folding of small chunks into their importers (`experimentalMinChunkSize`): Rollup picks the
      // importer by the chunk's own size, not by what the importer brings with it, and once folded an icon
      // shared by the home page and a project step into the step's chunk, which took the step's form schemas
      // and zod onto the home page (+30 KB). Unfolded, every page loads exactly the modules it uses.
    },
  },
});

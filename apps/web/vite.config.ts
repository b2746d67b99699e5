import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, minifySync, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Writes .br and .gz beside every text asset of the build, so the server sends them compressed
 * without compressing per request (@fastify/static `preCompressed`). A phone on a weak mobile
 * connection then downloads ~95 KB of JavaScript for `/` instead of ~300 KB.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'parish-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After the service worker's build (vite-plugin-pwa writes sw.js when the bundle closes).
    closeBundle: {
      order: 'post',
      handler() {
        const walk = (dir: string): string[] =>
          readdirSync(dir).flatMap((name) => {
            const file = path.join(dir, name);
            return statSync(file).isDirectory() ? walk(file) : [file];
          });
        for (const file of walk(outDir)) {
          if (!/\.(js|css|html|svg|json|txt)$/.test(file) || statSync(file).size < 1024) continue;
          const data = readFileSync(file);
          writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
          writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Writes `.vite/module-chunks.json`: the chunk (by its manifest key) each source module went into.
 * Vite's manifest names only entries and chunks; a screen's module merged into its domain's chunk
 * has no key there, and the server needs its chunk to name it in the page (modulepreload).
 */
function moduleChunks(): Plugin {
  let root = '';
  return {
    name: 'parish-module-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunkOf: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const key = output.facadeModuleId && output.isEntry ? null : `_${path.basename(output.fileName)}`;
        for (const id of output.moduleIds) {
          if (!id.startsWith(root) || id.includes('node_modules')) continue;
          chunkOf[path.relative(root, id).split(path.sep).join('/')] =
            key ?? path.relative(root, output.facadeModuleId!).split(path.sep).join('/');
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/module-chunks.json', source: JSON.stringify(chunkOf) });
    },
  };
}

/**
 * `/load-app.js`, the classic script that starts the app on a rendered page and keeps the taps
 * made before it is live (src/load-app.js), minified: every first visit downloads it.
 */
function appLoader(): Plugin {
  return {
    name: 'parish-app-loader',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      const file = path.resolve(import.meta.dirname, 'src/load-app.js');
      const { code } = minifySync(file, readFileSync(file, 'utf8'), { compress: { target: 'es2020' } });
      this.emitFile({ type: 'asset', fileName: 'load-app.js', source: code });
    },
  };
}

type ModuleInfoOf = (id: string) => Rolldown.ModuleInfo | null;

/**
 * Chunks by domain rather than by file (docs/decisions.md "Pages are rendered on the server"): a
 * screen needs its domain's chunk, the kit's and the query library's, a handful of requests named
 * in the page's HTML, instead of dozens of tiny chunks asked for one wave after another.
 * - What the first load of `/` imports stays in the entry chunk.
 * - A domain's modules that lead to zod (its forms) go apart from those that do not, so a
 *   read-only screen still loads no zod; the same for the shared kit.
 */
function chunkNames() {
  let firstLoad: Set<string> | null = null;
  const zodFree = new Map<string, boolean>();
  const reach = (from: string, info: ModuleInfoOf, seen = new Set<string>()): Set<string> => {
    if (seen.has(from)) return seen;
    seen.add(from);
    for (const id of info(from)?.importedIds ?? []) reach(id, info, seen);
    return seen;
  };
  const leadsToZod = (id: string, info: ModuleInfoOf): boolean => {
    if (!zodFree.has(id)) zodFree.set(id, ![...reach(id, info)].some((m) => /[\\/]node_modules[\\/]zod[\\/]/.test(m)));
    return !zodFree.get(id);
  };
  return (id: string, ctx: { getModuleInfo: ModuleInfoOf }): string | null => {
    const info = ctx.getModuleInfo.bind(ctx);
    firstLoad ??= reach(path.resolve(import.meta.dirname, 'src/entry-client.tsx'), info);
    if (firstLoad.has(id)) return 'app';
    if (/[\\/]node_modules[\\/]@tanstack[\\/]/.test(id)) return 'query';
    const feature = /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(id)?.[1];
    const shared = /[\\/]src[\\/](components|lib|i18n)[\\/]/.test(id) || /[\\/]packages[\\/]shared[\\/]/.test(id);
    if (!feature && !shared) return null;
    const name = feature ?? 'kit';
    return leadsToZod(id, info) ? `${name}-edit` : name;
  };
}

/**
 * The one service worker (apps/web/sw/sw.ts; docs/decisions.md "One service worker: installable,
 * readable offline"): built with Workbox by vite-plugin-pwa's injectManifest, which writes the list
 * of the build's shell files into it. The web app manifest is the server's (it names the parish
 * from the settings), and the page registers the worker itself (lib/service-worker.ts).
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // A classic script: the old push worker's address (public/push-sw.js) loads it with importScripts.
      rollupFormat: 'iife',
      globPatterns: [
        // Every chunk but the administrators' editing screens (zod and forms, *-edit chunks).
        'assets/*.{js,css}',
        // The Malayalam font only (regular and bold): other scripts' files are not needed offline.
        'assets/noto-sans-malayalam-malayalam-{400,700}-normal-*.woff2',
        // The loader a rendered page starts the app with (src/load-app.js).
        'load-app.js',
        'index.html',
        'favicon.svg',
        'icon-192.png',
        'icon-512.png',
        'icon-maskable-512.png',
      ],
      globIgnores: ['assets/*-edit-*.js'],
      // The template is the offline shell, under the address the server answers it at.
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.map((entry) => (entry.url === 'index.html' ? { ...entry, url: '/offline.html' } : entry)),
          warnings: [],
        }),
      ],
    },
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress(), moduleChunks(), appLoader(), ...(isSsrBuild ? [] : [serviceWorker()])],
  server: { port: 5173, proxy: { '/api': api, '/media': api } },
  // The server bundle takes the workspace's TypeScript sources in; React and the rest stay packages.
  ssr: { noExternal: ['@parish/shared'] },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: false, target: 'node20', copyPublicDir: false }
    : {
        outDir: 'dist',
        sourcemap: false,
        target: 'es2022',
        // The server names a page's chunks (modulepreload) from the manifest.
        manifest: true,
        // Every browser the site supports (es2022) knows modulepreload: no polyfill in the first load.
        modulePreload: { polyfill: false },
        // One stylesheet for every screen: a rendered page must not wait for a screen's CSS chunk.
        cssCodeSplit: false,
        rolldownOptions: {
          output: { codeSplitting: { includeDependenciesRecursively: false, groups: [{ name: chunkNames() }] } },
        },
      },
}));

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, rspack, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { applyStoredTheme } from './src/shared/theme/apply-theme.ts';
import { startAppAfterFirstPaint } from './src/shared/start-app.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Every text asset of the build compressed once, at build time, beside itself: `.br` (brotli quality 11)
 * and `.gz` (gzip level 9). The server's static plugin sends them with their Content-Encoding
 * (server/src/platform/plugins/spa.ts), so no asset is compressed per request, and at a ratio no server
 * could afford per request. index.html is left alone: the server fills it in per tenant.
 */
const pluginPrecompress = (): RsbuildPlugin => ({
  name: 'mall:precompress',
  setup(api) {
    api.onAfterBuild(async () => {
      const root = join(api.context.distPath, 'assets');
      const files = (await readdir(root, { recursive: true })).filter((f) => /\.(js|css|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(root, file);
          const bytes = await readFile(path);
          if (bytes.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          if (br.length < bytes.length) await writeFile(`${path}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${path}.gz`, gz);
        }),
      );
    });
  },
});

/**
 * The files of each named chunk group (a lazy import with a `webpackChunkName` comment), written to
 * dist/first-view-chunks.json as URLs: the server preloads a page's own chunks in its HTML
 * (server/src/platform/plugins/first-view.ts), so that they load beside the main bundles instead of after
 * them.
 */
const pluginFirstViewChunks = (): RsbuildPlugin => ({
  name: 'mall:first-view-chunks',
  setup(api) {
    api.onAfterBuild(async ({ stats }) => {
      if (!stats) return;
      const json = stats.toJson({ all: false, chunkGroups: true, publicPath: true });
      const web = 'children' in json && json.children?.length ? json.children[0]! : json;
      const publicPath = typeof web.publicPath === 'string' ? web.publicPath : '/mall/';
      const groups: Record<string, string[]> = {};
      for (const [name, group] of Object.entries(web.namedChunkGroups ?? {})) {
        const files = (group.assets ?? []).map((a) => a.name).filter((f) => f.endsWith('.js'));
        if (files.length) groups[name] = files.map((f) => `${publicPath}${f}`);
      }
      await writeFile(join(api.context.distPath, 'first-view-chunks.json'), `${JSON.stringify(groups)}\n`);
    });
  },
});

/**
 * A self-contained function as an inline script of index.html, called at once and minified (SWC, as the
 * bundles are): every page carries it, and home counts it in its budget (npm run size).
 */
function inlineScript(fn: () => void): string {
  return rspack.experiments.swc.minifySync(`(${fn.toString()})();`, { compress: true, mangle: true }).code;
}

/** The storefront SPA, served by the API server under /mall/ (hashed assets under /mall/assets/). */
export default defineConfig({
  plugins: [pluginReact(), pluginPrecompress(), pluginFirstViewChunks()],
  source: { entry: { index: './src/index.tsx' } },
  html: {
    template: './src/index.html',
    // The stored theme and dark mode are applied before first paint: no flash of the default theme.
    tags: [
      { tag: 'script', head: true, append: false, children: inlineScript(applyStoredTheme) },
      // At the end of the body: on a page the server draws first, the bundles start once its picture shows.
      { tag: 'script', head: false, append: true, children: inlineScript(startAppAfterFirstPaint) },
    ],
  },
  output: {
    assetPrefix: '/mall/',
    distPath: {
      root: 'dist',
      js: 'assets/js',
      jsAsync: 'assets/js/async',
      css: 'assets/css',
      cssAsync: 'assets/css/async',
      svg: 'assets/svg',
      image: 'assets/img',
      font: 'assets/font',
      media: 'assets/media',
    },
    // Eight hex digits (32 bits) tell a file's versions apart as well as ten: the runtime holds the hash
    // of every lazy chunk, and two fewer digits each keep home within its budget (npm run size).
    filenameHash: 'contenthash:8',
    legalComments: 'none',
  },
  performance: {
    chunkSplit: { strategy: process.env.SPLIT_BY_MODULE ? 'split-by-module' : 'split-by-experience' },
  },
  server: {
    base: '/mall',
    proxy: {
      '/iiot': 'http://127.0.0.1:8080',
      '/yzc-upms': 'http://127.0.0.1:8080',
      '/mallapi': 'http://127.0.0.1:8080',
      '/edge': 'http://127.0.0.1:8080',
      '/website-manage': 'http://127.0.0.1:8080',
      '/mall/app-version.json': 'http://127.0.0.1:8080',
    },
  },
});

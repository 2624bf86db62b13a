import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { applyStoredTheme } from './src/shared/theme/apply-theme.ts';

/** The storefront SPA, served by the API server under /mall/ (hashed assets under /mall/assets/). */
export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { index: './src/index.tsx' } },
  html: {
    template: './src/index.html',
    // The stored theme and dark mode are applied before first paint: no flash of the default theme.
    tags: [{ tag: 'script', head: true, append: false, children: `(${applyStoredTheme.toString()})();` }],
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
    filenameHash: true,
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

import { createRequire } from 'node:module';
import createNextIntlPlugin from 'next-intl/plugin';
import withSerwistInit from '@serwist/next';
import { securityHeaders, staticCsp } from './lib/bff/security-headers.mjs';

const require = createRequire(import.meta.url);
const reactDomFixesLoader = require.resolve('./scripts/lib/react-dom-fixes-loader.cjs');
const { REACT_DOM_CLIENT } = require(reactDomFixesLoader);
const { CompileHintsPlugin } = require('./scripts/lib/compile-hints-plugin.cjs');

const isDev = process.env.NODE_ENV === 'development';

// Messages are compiled when the app is built (icu-minify), so browsers get no ICU parser: every
// page's First Load JS is about 10 kB smaller. Only messages/*.json imported by the web app go
// through this; the backend reads the same files as plain JSON (lib/backend/services/i18n).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const withSerwist = withSerwistInit({
  swSrc: 'app/sw.ts',
  swDest: 'public/sw.js',
  // A worker in development caches stale bundles and hides changes.
  disable: isDev,
  // app/_components/pwa/sw-registrar.tsx registers the worker so it can report updates as toasts.
  register: false,
  reloadOnOnline: false,
  // The offline fallback page must be in the cache before the network goes away.
  additionalPrecacheEntries: [{ url: '/offline', revision: `${Date.now()}` }],
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Lets several developers build side by side in one working tree.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // The backend client's connection pool (lib/bff/backend-client.ts) runs as Node loads it.
  serverExternalPackages: ['undici'],
  // PROFILE_BUILD=1 keeps server function names, for reading a CPU profile of the server, and
  // writes the browser's source maps (`npm run profile:screens` reads a screen's profile by them).
  ...(process.env.PROFILE_BUILD === '1'
    ? { experimental: { serverMinification: false }, productionBrowserSourceMaps: true }
    : {}),
  // `npm run lint` runs ESLint on its own (in CI too); the build only compiles and type-checks.
  eslint: { ignoreDuringBuilds: true },
  reactStrictMode: true,
  webpack(config, { isServer, dev, webpack }) {
    // next-intl's plugin loads its message extractor through a computed import(), which webpack's
    // build cache cannot follow and warns about on every build; nothing of it is bundled.
    config.infrastructureLogging = { ...config.infrastructureLogging, level: 'error' };
    // Two fixes React made after the 19.2 canary Next bundles: a transition's lost wake-up (the
    // router got stuck) and the hydration cursor on replay (error #418 on a busy machine).
    // scripts/lib/react-dom-fixes-loader.cjs says how and why.
    config.module.rules.push({ test: REACT_DOM_CLIENT, use: [{ loader: reactDomFixesLoader }] });
    // SWR's shim for React 17 is React's own hook in React 19 (lib/client/shims says more).
    config.resolve.alias = {
      ...config.resolve.alias,
      'use-sync-external-store/shim$': require.resolve('./lib/client/shims/use-sync-external-store.js'),
    };
    // The browser never has Next's work store (lib/client/shims/work-async-storage.js says more).
    if (!isServer)
      config.plugins.push(
        new webpack.NormalModuleReplacementPlugin(
          /[\\/]next[\\/]dist[\\/]server[\\/]app-render[\\/]work-async-storage\.external(\.js)?$/,
          require.resolve('./lib/client/shims/work-async-storage.js'),
        ),
      );
    // V8 compiles the chunks a page starts with while they stream in, off the main thread
    // (scripts/lib/compile-hints-plugin.cjs says why).
    if (!isServer && !dev) config.plugins.push(new CompileHintsPlugin());
    // next-intl's client runtime (about 3.5 kB) is under Next's 20 kB minimum for a shared chunk,
    // so every layout, loading state and page that translates carried its own copy, and a screen
    // loaded two to four. One chunk of its own, loaded once. use-intl's formatters import
    // @formatjs/fast-memoize wherever they go, so it belongs in the same chunk: outside it, the
    // root and shell layouts each carried a copy (0.4 kB of the shell).
    const groups = config.optimization?.splitChunks?.cacheGroups;
    if (!isServer && !dev && groups)
      groups.intl = {
        test: /[\\/]node_modules[\\/](next-intl|use-intl|icu-minify|@formatjs[\\/]fast-memoize)[\\/]/,
        name: 'intl',
        chunks: 'all',
        priority: 35,
        enforce: true,
      };
    return config;
  },
  // The web server gives the same headers to the /api/v1 answers it sends itself.
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      ...['/api/:path*', '/_next/:path*', '/icons/:path*', '/images/:path*', '/themes/:path*'].map((source) => ({
        source,
        headers: [{ key: 'Content-Security-Policy', value: staticCsp }],
      })),
      // The browser must always revalidate the worker, or updates never arrive.
      { source: '/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache, no-store, must-revalidate' }] },
    ];
  },
};

export default withSerwist(withNextIntl(nextConfig));

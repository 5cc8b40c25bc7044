// The screens' typeface: Noto Sans, the PDFs' font too (lib/backend/services/pdf/fonts.ts),
// served with the app from Fontsource's files in three weights (400, 500 for `font-medium`, 600
// for `font-semibold` and bold).
//
// Why not the system's font: where Chromium runs on Linux, every system font a page asks for,
// in every size and weight it is drawn at, is a synchronous call from the page to the browser
// (FontCache::GetFontPlatformData → GetWebFontRenderStyleForStrike): a main screen's first
// layout spent 170 ms of its 220 in them here (the project page, unthrottled), against ~20 ms
// with these files. A web font skips those calls, and looks the same on every device.
//
// Latin (every text of en, nl, fr, de and es) is preloaded with every page; Latin Extended
// (Welsh ŵ ŷ, names such as Łukasz or Dvořák) is fetched only by a page that has such a
// character. Each file says which characters it covers (`unicode-range`, Fontsource's
// unicode.json, checked by typeface.test.ts); any other character (Greek, Cyrillic, CJK, ✓)
// comes from the system's fonts (globals.css). The service worker precaches all six files.
// next/font needs literal options, hence the ranges written out here.
import localFont from 'next/font/local';

const latin = localFont({
  src: [
    { path: '../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff2', weight: '400' },
    { path: '../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-500-normal.woff2', weight: '500' },
    { path: '../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-600-normal.woff2', weight: '600' },
  ],
  style: 'normal',
  display: 'swap',
  variable: '--font-latin',
  // No stand-in metrics from Arial: a character the files lack would look Arial up for nothing.
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

const latinExt = localFont({
  src: [
    { path: '../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff2', weight: '400' },
    { path: '../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-500-normal.woff2', weight: '500' },
    { path: '../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-600-normal.woff2', weight: '600' },
  ],
  style: 'normal',
  display: 'swap',
  variable: '--font-latin-ext',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
});

/** On `<html>`: defines `--font-latin` and `--font-latin-ext`, which `--font-sans` names first. */
export const typefaceClassName = `${latin.variable} ${latinExt.variable}`;

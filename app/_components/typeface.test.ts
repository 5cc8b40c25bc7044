import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fontsourceSubsets, parseUnicodeRange } from '@/lib/backend/services/pdf/fonts';

type TFontOptions = {
  src: { path: string; weight: string }[];
  preload?: boolean;
  variable: string;
  declarations: { prop: string; value: string }[];
};

// next/font/local is a build-time loader; here it only records what the module asks of it.
const calls: TFontOptions[] = [];
jest.mock('next/font/local', () => (options: TFontOptions) => {
  calls.push(options);
  return { variable: `variable${options.variable}`, className: '', style: {} };
});

const { subsets } = fontsourceSubsets('@fontsource/noto-sans');
const rangeOf = (options: TFontOptions) => options.declarations.find((d) => d.prop === 'unicode-range')?.value ?? '';

describe('the screens’ typeface', () => {
  let className = '';
  beforeAll(async () => {
    ({ typefaceClassName: className } = await import('./typeface'));
  });

  it('declares Latin and Latin Extended, each with the characters Fontsource says its files hold', () => {
    expect(calls.map((c) => c.variable)).toEqual(['--font-latin', '--font-latin-ext']);
    const [latin, latinExt] = calls;
    expect(parseUnicodeRange(rangeOf(latin!))).toEqual(subsets.get('latin'));
    expect(parseUnicodeRange(rangeOf(latinExt!))).toEqual(subsets.get('latin-ext'));
    expect(className).toBe('variable--font-latin variable--font-latin-ext');
  });

  it('takes each subset’s own files, which exist, in the weights the screens use', () => {
    for (const [options, subset] of [
      [calls[0]!, 'latin'],
      [calls[1]!, 'latin-ext'],
    ] as const) {
      expect(options.src.map((s) => s.weight)).toEqual(['400', '500', '600']);
      for (const { path, weight } of options.src) {
        expect(path).toMatch(new RegExp(`/noto-sans-${subset}-${weight}-normal\\.woff2$`));
        expect(existsSync(resolve(__dirname, path))).toBe(true);
      }
    }
  });

  it('preloads Latin with every page, Latin Extended only where a page needs it', () => {
    expect(calls[0]!.preload).not.toBe(false);
    expect(calls[1]!.preload).toBe(false);
  });

  it('is named first in the app’s font stack, before the system’s fonts', () => {
    const css = readFileSync(join(__dirname, '..', 'globals.css'), 'utf8');
    const stack = /--font-sans:\s*([^;]+);/.exec(css)?.[1] ?? '';
    expect(stack.startsWith('var(--font-latin, system-ui), var(--font-latin-ext, system-ui), system-ui')).toBe(true);
  });
});

import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { fontsourceSubsets } from '@/lib/backend/services/pdf/fonts';
import { Sign, Stars } from './sign';
import { SIGN_SHAPES, SignShapes } from './sign-shapes';

const ROOT = join(__dirname, '..', '..', '..');
const { subsets } = fontsourceSubsets('@fontsource/noto-sans');
/** What the app's typeface draws (app/_components/typeface.ts, whose test checks its ranges). */
const TYPEFACE = [...subsets.get('latin')!, ...subsets.get('latin-ext')!];
const drawn = (ch: string) => TYPEFACE.some(([from, to]) => ch.codePointAt(0)! >= from && ch.codePointAt(0)! <= to);

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

/** Characters outside the typeface, with where they are, in code without its comments. */
function strangers(path: string, text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  return [...new Set([...code].filter((ch) => !drawn(ch)))].map((ch) => `${relative(ROOT, path)}: ${ch}`);
}

describe('signs', () => {
  it('points a sign to its shape in the page’s sprite, hidden from screen readers', () => {
    const html = renderToStaticMarkup(<Sign name="check" />);
    expect(html).toMatch(/^<svg aria-hidden="true" data-sign="check"/);
    expect(html).toContain('<use href="#sign-check"></use>');
  });

  it('has every shape in the sprite, each drawn in the text’s colour', () => {
    const sprite = renderToStaticMarkup(<SignShapes />);
    expect(sprite).toMatch(/^<svg aria-hidden="true" focusable="false"/);
    for (const name of Object.keys(SIGN_SHAPES)) {
      const symbol = new RegExp(`<symbol id="sign-${name}" viewBox="0 0 16 16">(.*?)</symbol>`).exec(sprite);
      expect(symbol?.[1]).toMatch(/(fill|stroke)="currentColor"/);
    }
  });

  it('shows a rating as that many filled stars, then outlined ones to five', () => {
    const html = renderToStaticMarkup(<Stars rating={3} />);
    expect(html.match(/data-sign="star"/g)).toHaveLength(3);
    expect(html.match(/data-sign="starOutline"/g)).toHaveLength(2);
  });

  it('no screen nor message writes a character the typeface lacks (a sign is drawn instead)', () => {
    const screens = filesUnder(join(ROOT, 'app'), (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
    const messages = filesUnder(join(ROOT, 'messages'), (name) => name.endsWith('.json'));
    const found = [...screens, ...messages].flatMap((path) => strangers(path, readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });
});

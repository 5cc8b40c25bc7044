// The fonts of every PDF: Noto Sans for the scripts of our seven languages and their neighbours
// (Latin with its extensions, Greek, Cyrillic, Vietnamese, Devanagari), and Noto Sans SC for
// Chinese, Japanese kanji and the like, so that no name is lost. The PDF standard fonts speak
// WinAnsi only: "Siân Dŵr-Ŷnys" came out as "Siân Dwr-Ynys", Cyrillic as "????".
// Fontsource ships each font cut into files by Unicode range (its unicode.json says which range
// each file covers); a text is drawn in runs, each in the first file that covers its characters.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { woffToSfnt } from './woff';

export type TWeight = 400 | 700;

/** One file of a font and the code points it covers. */
export type TFace = { file: string; ranges: [number, number][] };

/** "U+0100-02BA,U+20AB" as ranges of code points. */
export function parseUnicodeRange(spec: string): [number, number][] {
  return spec.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from!, 16);
    return [start, to ? parseInt(to, 16) : start];
  });
}

/** A Fontsource package's folder and, per subset (its files' name part), the code points it covers. */
export function fontsourceSubsets(pkg: string): { dir: string; subsets: Map<string, [number, number][]> } {
  const dir = dirname(require.resolve(`${pkg}/unicode.json`));
  const specs = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  return { dir, subsets: new Map(Object.entries(specs).map(([subset, spec]) => [subset, parseUnicodeRange(spec)])) };
}

function facesOf(pkg: string, family: string, weight: TWeight, order: (subset: string) => number): TFace[] {
  const { dir, subsets } = fontsourceSubsets(pkg);
  return [...subsets]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([subset, ranges]) => ({
      file: join(dir, 'files', `${family}-${subset.replace(/^\[(\d+)\]$/, '$1')}-${weight}-normal.woff`),
      ranges,
    }));
}

/** Latin first (nearly every text is Latin), then the other scripts of Noto Sans. */
const NOTO_ORDER = ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'];
const notoOrder = (subset: string) => {
  const i = NOTO_ORDER.indexOf(subset);
  return i < 0 ? NOTO_ORDER.length : i;
};

const facesByWeight = new Map<TWeight, TFace[]>();

/**
 * The files a text of a weight is drawn from, in the order they are tried. Noto Sans SC has one
 * weight here: Chinese in a bold label is drawn regular, which still shows every character.
 */
export function facesFor(weight: TWeight): TFace[] {
  let faces = facesByWeight.get(weight);
  if (!faces) {
    faces = [
      ...facesOf('@fontsource/noto-sans', 'noto-sans', weight, notoOrder),
      // Its Latin and Cyrillic files come after Noto Sans's own; only its numbered CJK slices count.
      ...facesOf('@fontsource/noto-sans-sc', 'noto-sans-sc', 400, () => 0).filter((f) => /-sc-\d+-/.test(f.file)),
    ];
    facesByWeight.set(weight, faces);
  }
  return faces;
}

const covers = (face: TFace, codePoint: number) => face.ranges.some(([a, b]) => codePoint >= a && codePoint <= b);

/** The first face that covers a character, or null when none does. */
export function faceOf(faces: TFace[], codePoint: number): TFace | null {
  return faces.find((face) => covers(face, codePoint)) ?? null;
}

const bytesByFile = new Map<string, Uint8Array>();

/** A face as a plain TrueType font, read and unpacked once per process (woff.ts says why). */
export function faceBytes(face: TFace): Uint8Array {
  let bytes = bytesByFile.get(face.file);
  if (!bytes) {
    bytes = woffToSfnt(readFileSync(face.file));
    bytesByFile.set(face.file, bytes);
  }
  return bytes;
}

/**
 * A text cut into runs that one face each can draw. A character the current run's face has
 * (a space or a digit in a Cyrillic name) stays in that run; characters no face has are left out.
 */
export function runsOf(faces: TFace[], text: string): { face: TFace; text: string }[] {
  const runs: { face: TFace; text: string }[] = [];
  for (const ch of text) {
    const codePoint = ch.codePointAt(0)!;
    const last = runs[runs.length - 1];
    if (last && covers(last.face, codePoint)) {
      last.text += ch;
      continue;
    }
    const face = faceOf(faces, codePoint);
    if (face) runs.push({ face, text: ch });
  }
  return runs;
}

import { faceOf, facesFor, parseUnicodeRange, runsOf } from './fonts';

describe('parseUnicodeRange', () => {
  it('reads single code points and ranges', () => {
    expect(parseUnicodeRange('U+0100-02BA,U+20AB, U+1f1e9-1f1f5')).toEqual([
      [0x100, 0x2ba],
      [0x20ab, 0x20ab],
      [0x1f1e9, 0x1f1f5],
    ]);
  });
});

describe('faces', () => {
  const faces = facesFor(400);
  const fileOf = (ch: string) => faceOf(faces, ch.codePointAt(0)!)?.file.split('/').pop();

  it('finds Latin in Noto Sans first, then the other scripts, then CJK in Noto Sans SC', () => {
    expect(fileOf('a')).toBe('noto-sans-latin-400-normal.woff');
    expect(fileOf('ŵ')).toBe('noto-sans-latin-ext-400-normal.woff');
    expect(fileOf('Ж')).toBe('noto-sans-cyrillic-400-normal.woff');
    expect(fileOf('Σ')).toBe('noto-sans-greek-400-normal.woff');
    expect(fileOf('王')).toMatch(/^noto-sans-sc-\d+-400-normal\.woff$/);
    expect(facesFor(700)[0]!.file).toMatch(/noto-sans-latin-700-normal\.woff$/);
  });

  it('keeps a space or a digit in the run it is in, and leaves out what no face has', () => {
    const runs = runsOf(faces, 'Sam Иван 12 王\u{10fffd}');
    expect(runs.map((r) => r.text)).toEqual(['Sam ', 'Иван', ' 12 ', '王']);
  });
});

import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { facesFor } from './fonts';
import { woffToSfnt } from './woff';

describe('woffToSfnt', () => {
  it('gives the font fontkit reads from the WOFF: same tables, glyphs and character map', () => {
    for (const face of [facesFor(400)[0]!, facesFor(700)[1]!, facesFor(400).at(-1)!]) {
      const woff = readFileSync(face.file);
      const sfnt = woffToSfnt(woff);
      const [fromWoff, fromSfnt] = [fontkit.create(woff), fontkit.create(sfnt)];
      expect(sfnt.readUInt32BE(0)).toBe(0x00010000); // TrueType outlines
      expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
      expect(fromSfnt.characterSet).toEqual(fromWoff.characterSet);
      expect(fromSfnt.postscriptName).toBe(fromWoff.postscriptName);
      const ch = fromWoff.characterSet[fromWoff.characterSet.length >> 1]!;
      expect(fromSfnt.glyphForCodePoint(ch).path.toSVG()).toBe(fromWoff.glyphForCodePoint(ch).path.toSVG());
    }
  });

  it('refuses what is not WOFF', () => {
    expect(() => woffToSfnt(Buffer.from('OTTO not a woff at all, long enough for a header'))).toThrow(/WOFF/);
  });
});

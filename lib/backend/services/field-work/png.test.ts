import { ApiError } from '../../errors';
import { drawSignaturePng, pngDataUrl, signaturePngOf } from './png';

describe('signaturePngOf', () => {
  it('accepts a PNG data URL and refuses other bytes', () => {
    const png = drawSignaturePng();
    expect(signaturePngOf(pngDataUrl(png)).equals(png)).toBe(true);
    expect(() =>
      signaturePngOf(
        `data:image/png;base64,${Buffer.from('GIF89a-not-a-png-at-all-really-long-enough').toString('base64')}`,
      ),
    ).toThrow(ApiError);
  });
});

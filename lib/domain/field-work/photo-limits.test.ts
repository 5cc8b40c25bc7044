// The size a photo is sent at: a phone's 4000 × 3000 becomes 2048 × 1536, portrait the same way
// round, and a photo already small enough keeps its size.
import { PHOTO_LONG_SIDE, scaledPhotoSize } from './photo-limits';

describe('scaledPhotoSize', () => {
  it.each([
    [4000, 3000, 2048, 1536],
    [3000, 4000, 1536, 2048],
    [2048, 2048, 2048, 2048],
    [700, 700, 700, 700],
    [8192, 10, 2048, 3],
    [10, 8192, 3, 2048],
    [100000, 1, 2048, 1],
  ])('%i × %i is sent as %i × %i', (width, height, sentWidth, sentHeight) => {
    expect(scaledPhotoSize(width, height)).toEqual({ width: sentWidth, height: sentHeight });
  });

  it('never exceeds the long side', () => {
    for (let w = 1; w < 9000; w += 997)
      for (let h = 1; h < 9000; h += 1231) {
        const s = scaledPhotoSize(w, h);
        expect(Math.max(s.width, s.height)).toBeLessThanOrEqual(PHOTO_LONG_SIDE);
      }
  });
});

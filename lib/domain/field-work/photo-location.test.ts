// The GPS position written into a JPEG for tenants that keep it, read back with exifr (a reader we
// did not write), on each side of the equator and of Greenwich.
import exifr from 'exifr';
import { isPosition, withPosition } from './photo-location';

/** The smallest JPEG shape exifr walks: start of image, end of image. */
const EMPTY_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

describe('withPosition', () => {
  it.each([
    [52.3791, 4.9003],
    [-33.8568, 151.2153],
    [40.6892, -74.0445],
    [-22.9519, -43.2105],
  ])('writes %f, %f so that a reader finds it', async (latitude, longitude) => {
    const jpeg = withPosition(EMPTY_JPEG, { latitude, longitude });
    const found = await exifr.gps(Buffer.from(jpeg));
    expect(found.latitude).toBeCloseTo(latitude, 4);
    expect(found.longitude).toBeCloseTo(longitude, 4);
  });

  it('keeps the image after the new segment, byte for byte', () => {
    const jpeg = withPosition(EMPTY_JPEG, { latitude: 1, longitude: 2 });
    expect([...jpeg.subarray(0, 4)]).toEqual([0xff, 0xd8, 0xff, 0xe1]);
    expect([...jpeg.subarray(-2)]).toEqual([0xff, 0xd9]);
  });

  it('refuses what is not a JPEG', () => {
    expect(() => withPosition(new Uint8Array([0x89, 0x50]), { latitude: 1, longitude: 2 })).toThrow('not a JPEG');
  });
});

describe('isPosition', () => {
  it('takes two numbers within the globe, and nothing else', () => {
    expect(isPosition({ latitude: 52.4, longitude: 4.9 })).toBe(true);
    expect(isPosition({ latitude: 91, longitude: 0 })).toBe(false);
    expect(isPosition({ latitude: 0, longitude: -181 })).toBe(false);
    expect(isPosition({ latitude: 52.4 })).toBe(false);
    expect(isPosition(undefined)).toBe(false);
  });
});

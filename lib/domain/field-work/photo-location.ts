// A photo's GPS position in the JPEG itself, for tenants that keep it (tenants.keep_photo_location):
// the phone re-encodes every photo (app/_components/upload/scale-photo.ts), which drops all EXIF,
// and then writes the position back as a phone's camera does: an EXIF APP1 segment right after
// the start of the image, a TIFF structure whose first directory points to a GPS directory
// (latitude and longitude as degrees, minutes and seconds). Only the position goes back: no
// camera, no time, no orientation (the pixels are upright already). Written here rather than
// with a library: exifr (which reads it back in the tests) only reads, and the one writer on the
// registry (piexifjs) has not been kept since 2019. Plain bytes, so the browser and tests share it.

const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
/** One directory entry: tag, type, count, and the value (inline, 4 bytes) or its offset. */
const entry = (tag: number, type: number, count: number, value: number[]) => [
  ...u16(tag),
  ...u16(type),
  ...u32(count),
  ...value,
];
const ASCII = 2;
const LONG = 4;
const RATIONAL = 5;

/** Degrees, minutes and hundredths of seconds as three TIFF rationals. */
function dms(decimal: number): number[] {
  const abs = Math.abs(decimal);
  const degrees = Math.floor(abs);
  const minutes = Math.floor((abs - degrees) * 60);
  const centiseconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 100);
  return [...u32(degrees), ...u32(1), ...u32(minutes), ...u32(1), ...u32(centiseconds), ...u32(100)];
}

export type TPosition = { latitude: number; longitude: number };

/** Whether a position read from a file is one: two finite numbers within the globe. */
export const isPosition = (p: Partial<TPosition> | null | undefined): p is TPosition =>
  typeof p?.latitude === 'number' &&
  typeof p.longitude === 'number' &&
  Math.abs(p.latitude) <= 90 &&
  Math.abs(p.longitude) <= 180;

/** The JPEG with `position` written into it; a JPEG with EXIF of its own is not expected. */
export function withPosition(jpeg: Uint8Array, { latitude, longitude }: TPosition): Uint8Array<ArrayBuffer> {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  const gpsAt = 8 + 2 + 12 + 4; // after the header and a directory of one entry
  const dataAt = gpsAt + 2 + 4 * 12 + 4; // after the GPS directory of four entries
  const tiff = [
    ...[0x4d, 0x4d, 0x00, 0x2a], // "MM", big-endian TIFF
    ...u32(8),
    ...u16(1),
    ...entry(0x8825, LONG, 1, u32(gpsAt)), // GPSInfo
    ...u32(0),
    ...u16(4),
    ...entry(0x0001, ASCII, 2, [latitude < 0 ? 0x53 : 0x4e, 0, 0, 0]), // GPSLatitudeRef S/N
    ...entry(0x0002, RATIONAL, 3, u32(dataAt)),
    ...entry(0x0003, ASCII, 2, [longitude < 0 ? 0x57 : 0x45, 0, 0, 0]), // GPSLongitudeRef W/E
    ...entry(0x0004, RATIONAL, 3, u32(dataAt + 24)),
    ...u32(0),
    ...dms(latitude),
    ...dms(longitude),
  ];
  const payload = [...[0x45, 0x78, 0x69, 0x66, 0, 0], ...tiff]; // "Exif\0\0"
  const app1 = [0xff, 0xe1, ...u16(payload.length + 2), ...payload];
  const out = new Uint8Array(jpeg.length + app1.length);
  out.set(jpeg.subarray(0, 2), 0);
  out.set(app1, 2);
  out.set(jpeg.subarray(2), 2 + app1.length);
  return out;
}

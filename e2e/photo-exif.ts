// A camera's GPS position written into a JPEG, as a phone stores it: an EXIF APP1 segment right
// after the start of the image, holding a TIFF structure whose first directory points to a GPS
// directory (latitude and longitude as degrees, minutes, seconds). Written by hand for the test
// photo only; the specs read it back with exifr, which we did not write.

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

export function withGps(jpeg: Buffer, latitude: number, longitude: number): Buffer {
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
  const payload = [...Buffer.from('Exif\0\0', 'latin1'), ...tiff];
  const app1 = Buffer.from([0xff, 0xe1, ...u16(payload.length + 2), ...payload]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

'use client';
// A photo as it leaves the phone: at most PHOTO_LONG_SIDE pixels on its long side,
// upright as the camera meant it, re-encoded as JPEG. Drawing it afresh leaves every EXIF field
// behind, the GPS position among them; a tenant that keeps positions gets the camera's written
// back (photo-location.ts). The browser's own decoder does the work (no library):
// createImageBitmap reads JPEG, PNG and WebP, and turns the image by its EXIF orientation.
import { scaledPhotoSize } from '@/lib/domain/field-work/photo-limits';
import { isPosition, withPosition, type TPosition } from '@/lib/domain/field-work/photo-location';

const QUALITY = 0.85;

/**
 * The photo to send in place of `file`. A file the browser cannot decode goes as it is: the
 * server is the judge of what it is, and refuses it with its own message.
 */
export async function scaledPhoto(file: File, { keepLocation = false } = {}): Promise<File> {
  const position = keepLocation ? await positionOf(file) : null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  const { width, height } = scaledPhotoSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  // JPEG has no transparency: a PNG's transparent parts become white, not black.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const encoded = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
  if (!encoded) return file;
  const blob = position
    ? new Blob([withPosition(new Uint8Array(await encoded.arrayBuffer()), position)], { type: 'image/jpeg' })
    : encoded;
  // Named for what it now is: stage.png goes as stage.jpg.
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
  return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
}

/** The GPS position the camera wrote, if any; exifr (a reader only) loads for these tenants alone. */
async function positionOf(file: File): Promise<TPosition | null> {
  try {
    const { default: exifr } = await import('exifr');
    const found = (await exifr.gps(file)) as Partial<TPosition> | undefined;
    return isPosition(found) ? { latitude: found.latitude, longitude: found.longitude } : null;
  } catch {
    return null;
  }
}

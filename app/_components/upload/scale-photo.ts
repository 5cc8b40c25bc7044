'use client';
// A photo as it leaves the phone (issue 27): at most PHOTO_LONG_SIDE pixels on its long side,
// upright as the camera meant it, re-encoded as JPEG. Drawing it afresh leaves every EXIF field
// behind, the GPS position among them. The browser's own decoder does the work (no library):
// createImageBitmap reads JPEG, PNG and WebP, and turns the image by its EXIF orientation.
import { scaledPhotoSize } from '@/lib/domain/field-work/photo-limits';

const QUALITY = 0.85;

/**
 * The photo to send in place of `file`. A file the browser cannot decode goes as it is: the
 * server is the judge of what it is, and refuses it with its own message.
 */
export async function scaledPhoto(file: File): Promise<File> {
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
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
  if (!blob) return file;
  // Named for what it now is: stage.png goes as stage.jpg.
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`;
  return new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
}

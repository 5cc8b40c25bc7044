// A signature drawn on the device, and the name of who signed.
import { z } from 'zod';

/** A drawn signature: a PNG data URL, at most 600 KB of image. */
export const SIGNATURE_MAX_BYTES = 600 * 1024;
/** The most pixels a signature may have (either way round); the pad draws 600 × 200. */
export const SIGNATURE_MAX_SIZE = { width: 2000, height: 1000 } as const;
export const ZSignature = z
  .string()
  .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 32, 'The signature image is too large (at most 600 KB)')
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'Send the signature as a PNG data URL');
export const ZSignerName = z.string().trim().min(1, 'Enter the name of the signer').max(120);

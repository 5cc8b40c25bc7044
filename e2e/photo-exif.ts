// A camera's GPS position written into a JPEG, as a phone stores it, for the photo specs: the
// writer the phone itself uses for tenants that keep positions. The specs read it back with
// exifr, which we did not write.
import { withPosition } from '../lib/domain/field-work/photo-location';

export const withGps = (jpeg: Buffer, latitude: number, longitude: number): Buffer =>
  Buffer.from(withPosition(jpeg, { latitude, longitude }));

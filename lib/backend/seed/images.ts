// Images of the demo: the logo of each demo tenant and of a project (a larger one stands in for a
// project's floor plan).
import { encodePng } from '../services/field-work/png';

/** A small logo: a coloured square with a white band, drawn without an image library. */
export function logoPng(size = 96): Buffer {
  const px = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const band = y > size * 0.42 && y < size * 0.58;
      px.set(band ? [255, 255, 255, 255] : [31, 42, 68, 255], (y * size + x) * 4);
    }
  return encodePng(size, size, px);
}

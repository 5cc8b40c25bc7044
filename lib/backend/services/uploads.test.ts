import { cleanFileName, readUpload, sniffFileType } from './uploads';

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);

describe('sniffFileType', () => {
  it('knows JPEG, PNG, WebP and PDF by their first bytes, and nothing else', () => {
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff))).toBe('image/jpeg');
    expect(sniffFileType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffFileType(new Uint8Array(Buffer.from('RIFF\0\0\0\0WEBPVP8 ')))).toBe('image/webp');
    expect(sniffFileType(new Uint8Array(Buffer.from('%PDF-1.7\n')))).toBe('application/pdf');
    expect(sniffFileType(new Uint8Array(Buffer.from('<html><script>')))).toBeNull();
    expect(sniffFileType(new Uint8Array(Buffer.from('GIF89a')))).toBeNull();
  });
});

describe('readUpload', () => {
  const o = {
    maxBytes: 20,
    types: ['application/pdf'] as const,
    tooLarge: 'big',
    wrongType: 'wrong',
    fallbackName: 'scan',
  };
  it('answers 413, 415 and 422 for a file too large, of another type, or missing', async () => {
    await expect(readUpload(new Blob(['%PDF-'.padEnd(40, 'x')]), o)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
    await expect(readUpload(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1])]), o)).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    await expect(readUpload('not a file', o)).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
  });
  it('names the file after its type, whatever the browser said', async () => {
    const file = new File(['%PDF-1.4'], '../../etc/bon van vandaag.jpg');
    expect((await readUpload(file, o)).fileName).toBe('bon-van-vandaag.pdf');
    expect(cleanFileName('', 'image/png', 'receipt-CDR-00001')).toBe('receipt-CDR-00001.png');
  });
});

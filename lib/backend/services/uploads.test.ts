import { checkUpload, cleanFileName, fileWatch, firstBytesVerdict, sniffFileType, UPLOADS } from './uploads';

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

describe('firstBytesVerdict', () => {
  it('tells a wrong type from the first bytes, and waits while too few have come', () => {
    const pdf = ['application/pdf'] as const;
    expect(firstBytesVerdict(Buffer.from('%PDF-1.7'), pdf)).toBe('ok');
    expect(firstBytesVerdict(Buffer.from('%PD'), pdf)).toBe('more');
    expect(firstBytesVerdict(Buffer.alloc(0), pdf)).toBe('more');
    expect(firstBytesVerdict(Buffer.from('%PX'), pdf)).toBe('wrong');
    expect(firstBytesVerdict(Buffer.from('GIF89a'), ['image/jpeg', 'image/png', 'image/webp'])).toBe('wrong');
    expect(firstBytesVerdict(Buffer.from('RIFF\x01\x02\x03\x04WE'), ['image/webp'])).toBe('more');
    expect(firstBytesVerdict(Buffer.from('RIFF\x01\x02\x03\x04WAVE'), ['image/webp'])).toBe('wrong');
    // A zip may become a Word or Excel file: only the whole file tells (checkUpload).
    expect(firstBytesVerdict(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0]), UPLOADS.projectDocument.types)).toBe('ok');
  });
});

describe('checkUpload', () => {
  const rule = {
    maxBytes: 20,
    types: ['application/pdf'] as const,
    tooLarge: 'big',
    wrongType: 'wrong',
    fallbackName: 'scan',
  };
  const part = (bytes: Uint8Array | string, name = '') => ({ bytes: Buffer.from(bytes), name });
  it('answers 413, 415 and 422 for a file too large, of another type, empty or missing', () => {
    expect(() => checkUpload(part('%PDF-'.padEnd(40, 'x')), rule)).toThrow(
      expect.objectContaining({ code: 'PAYLOAD_TOO_LARGE', fields: { file: 'big' } }),
    );
    expect(() => checkUpload(part(new Uint8Array([0xff, 0xd8, 0xff, 1])), rule)).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE', fields: { file: 'wrong' } }),
    );
    expect(() => checkUpload(part(''), rule)).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
    expect(() => checkUpload(null, rule)).toThrow(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
  });
  it('refuses a zip that is no Word or Excel file, which the first bytes could not tell', () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 0x41)]);
    expect(() => checkUpload(part(zip), UPLOADS.projectDocument)).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE' }),
    );
  });
  it('names the file after its type, whatever the browser said', () => {
    expect(checkUpload(part('%PDF-1.4', '../../etc/bon van vandaag.jpg'), rule).fileName).toBe('bon-van-vandaag.pdf');
    expect(cleanFileName('', 'image/png', 'receipt-CDR-00001')).toBe('receipt-CDR-00001.png');
  });
});

describe('fileWatch', () => {
  it("stops an upload at the rule's own limit and wording", () => {
    const watch = fileWatch(UPLOADS.projectLogo);
    expect(watch.maxBytes).toBe(2 * 1024 * 1024);
    expect(watch.tooLarge()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      fields: { file: UPLOADS.projectLogo.tooLarge },
    });
    expect(() => watch.firstBytes(Buffer.from('RIFF\0\0\0\0WEBP'))).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_MEDIA_TYPE', fields: { file: 'Upload a PNG or JPEG image' } }),
    );
    expect(watch.firstBytes(Buffer.from([0x89, 0x50]))).toBe('more');
  });
});

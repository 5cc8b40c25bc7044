// Project documents' kinds of file: PDF, images, Word and Excel, known by their bytes.
import { encodePng } from './field-work/png';
import { cleanFileName, sniffFileType } from './uploads';

/** The first bytes of an Office Open XML file: a zip whose entries name what it is. */
const officeBytes = (entry: string) =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from(`[Content_Types].xml${entry}`)]);

describe('sniffFileType', () => {
  it('knows PDF, images and Word or Excel files by their bytes', () => {
    expect(sniffFileType(Buffer.from('%PDF-1.7\n...'))).toBe('application/pdf');
    expect(sniffFileType(encodePng(1, 1, new Uint8Array(4)))).toBe('image/png');
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(sniffFileType(officeBytes('word/document.xml'))).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(sniffFileType(officeBytes('xl/workbook.xml'))).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
  });
  it('refuses everything else, whatever it is called', () => {
    expect(sniffFileType(Buffer.from('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffFileType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffFileType(officeBytes('ppt/presentation.xml'))).toBeNull();
    expect(sniffFileType(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBeNull();
    expect(sniffFileType(Buffer.alloc(0))).toBeNull();
  });
});

describe('cleanFileName', () => {
  it('keeps the base name in plain characters and gives the sniffed type its extension', () => {
    expect(cleanFileName('C:\\Users\\me\\Floor plan (v2).exe', 'application/pdf')).toBe('Floor-plan-v2.pdf');
    expect(cleanFileName('../../etc/passwd', 'image/png')).toBe('passwd.png');
    expect(
      cleanFileName('Café "Zürich".docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBe('Cafe-Zurich.docx');
    expect(cleanFileName('', 'application/pdf', 'document')).toBe('document.pdf');
  });
});

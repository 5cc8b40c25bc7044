import { contentDisposition } from './files';

describe('contentDisposition', () => {
  it('names a plain file as it is', () => {
    expect(contentDisposition('attachment', 'invoice-CD-00042.pdf')).toBe(
      'attachment; filename="invoice-CD-00042.pdf"',
    );
  });
  it('keeps quotes and other alphabets out of the plain name, and gives the exact one in filename*', () => {
    expect(contentDisposition('inline', 'Łódź "final".pdf')).toBe(
      `inline; filename="__d_ _final_.pdf"; filename*=UTF-8''${encodeURIComponent('Łódź "final".pdf')}`,
    );
  });
});

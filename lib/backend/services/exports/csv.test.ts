import { LOCALES } from '../../../domain/i18n/locales';
import { readerFormat } from '../i18n/translate';
import { csvCell, csvSeparator, csvValue, toCsv } from './csv';

const reader = (locale: (typeof LOCALES)[number]) => ({ locale, timeZone: 'Europe/Amsterdam' });

describe('csvCell', () => {
  it('leaves plain values alone and writes nothing for no value', () => {
    expect(csvCell('Stagehand')).toBe('Stagehand');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(null)).toBe('');
  });
  it('quotes separators, quotes, line breaks and outer spaces', () => {
    expect(csvCell('Hall 1, left')).toBe('"Hall 1, left"');
    expect(csvCell('the "big" stage')).toBe('"the ""big"" stage"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
  });
  it('quotes the separator in use, and only that one', () => {
    expect(csvCell('8,50', ';')).toBe('8,50');
    expect(csvCell('Hal 1; links', ';')).toBe('"Hal 1; links"');
  });
  it('writes text a spreadsheet would run as a formula as plain text', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+31 6 1234 5678')).toBe("'+31 6 1234 5678");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-1+1')).toBe("'-1+1");
  });
});

describe('toCsv', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(toCsv(['a', 'b'], [['x', 1]])).toBe('\uFEFFa,b\r\nx,1\r\n');
    expect(toCsv(['a', 'b'], [['x', '1,5']], ';')).toBe('\uFEFFa;b\r\nx;1,5\r\n');
  });
});

describe('csvSeparator', () => {
  // Where the decimal sign is a comma, spreadsheets split a CSV on semicolons.
  const expected = { en: ',', cy: ',', nl: ';', fr: ';', 'de-AT': ';', de: ';', es: ';' } as const;
  it.each(LOCALES)('%s', (locale) => expect(csvSeparator(reader(locale))).toBe(expected[locale]));
});

describe('csvValue', () => {
  it('writes numbers with the reader’s decimal sign and no grouping, dates in the reader’s numeric order', () => {
    const nl = readerFormat(reader('nl'));
    expect(csvValue(nl, 'money', 123456)).toBe('1234,56');
    expect(csvValue(nl, 'hours', 510)).toBe('8,50');
    expect(csvValue(nl, 'date', '2026-02-10')).toBe('10-02-2026');
    const en = readerFormat(reader('en'));
    expect(csvValue(en, 'money', 123456)).toBe('1234.56');
    expect(csvValue(en, 'date', '2026-02-10')).toBe('10/02/2026');
    expect(csvValue(readerFormat({ locale: 'en', timeZone: 'America/New_York' }), 'date', '2026-02-10')).toBe(
      '02/10/2026',
    );
    expect(csvValue(readerFormat(reader('de')), 'date', '2026-02-10')).toBe('10.02.2026');
    expect(csvValue(en, 'time', '07:30:00')).toBe('07:30');
    expect(csvValue(en, 'integer', 3)).toBe(3);
    expect(csvValue(en, 'text', null)).toBeNull();
  });
});

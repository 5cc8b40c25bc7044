import { csvCell, toCsv } from './csv';

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
  });
});

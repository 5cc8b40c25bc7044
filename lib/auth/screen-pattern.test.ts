import { canonicalSegments, fillPattern, matchPattern, parsePattern } from './screen-pattern';

const match = (pattern: string, path: string) => matchPattern(parsePattern(pattern), canonicalSegments(path));

describe('parsePattern', () => {
  it('reads static parts, [param] and a last [[...rest]]', () => {
    expect(parsePattern('/').segments).toEqual([]);
    expect(parsePattern('/forms/[id]/[[...rest]]').segments).toEqual([
      { kind: 'static', value: 'forms', text: 'forms' },
      { kind: 'param', name: 'id' },
      { kind: 'rest', name: 'rest' },
    ]);
    expect(parsePattern('/mobileDocuments').segments).toEqual([
      { kind: 'static', value: 'mobiledocuments', text: 'mobileDocuments' },
    ]);
  });

  it.each(['crews', '/crews//x', '/a/[[...rest]]/b', '/a/[id', '/a/[...all]', '/a/x[id]'])('refuses %j', (p) => {
    expect(() => parsePattern(p)).toThrow();
  });
});

describe('matchPattern', () => {
  it.each([
    ['/', '/', {}],
    ['/', '', {}],
    ['/jobs', '/JOBS/', {}],
    ['/mobileDocuments', '/mobiledocuments', {}],
    ['/crews/[id]', '/crews/12', { id: '12' }],
    ['/crews/[id]/contact-crew-member/[contactId]', '/crews/1/contact-crew-member/44', { id: '1', contactId: '44' }],
    ['/crews/[id]', '/crews/12/../13', { id: '13' }],
    ['/crews/[id]', '/crews/AbC', { id: 'abc' }],
    ['/forms/[id]/[[...rest]]', '/forms/5', { id: '5' }],
    ['/forms/[id]/[[...rest]]', '/forms/5/intake/9', { id: '5' }],
  ])('%s fits %s', (pattern, path, params) => {
    expect(match(pattern, path)).toEqual(params);
  });

  it.each([
    ['/', '/jobs'],
    ['/jobs', '/'],
    ['/jobs', '/jobsx'],
    ['/crews/[id]', '/crews'],
    ['/crews/[id]', '/crews/1/photos'],
    ['/crews/[id]/photos', '/crews/1/photo'],
    ['/forms/[id]/[[...rest]]', '/forms'],
  ])('%s does not fit %s', (pattern, path) => {
    expect(match(pattern, path)).toBeNull();
  });
});

describe('fillPattern', () => {
  it('writes static parts as the pattern does and encodes values', () => {
    expect(fillPattern(parsePattern('/plus-crews/[number]/data'), { number: 3003 })).toBe('/plus-crews/3003/data');
    expect(fillPattern(parsePattern('/mobileDocuments'), {})).toBe('/mobileDocuments');
    expect(fillPattern(parsePattern('/'), {})).toBe('/');
    expect(fillPattern(parsePattern('/a/[x]'), { x: 'b/c' })).toBe('/a/b%2Fc');
    expect(fillPattern(parsePattern('/forms/[id]/[[...rest]]'), { id: 2 })).toBe('/forms/2');
  });

  it('gives null when a parameter has no value', () => {
    expect(fillPattern(parsePattern('/plus-crews/[number]/data'), {})).toBeNull();
  });
});

import { canonicalPath, pathSegments, safeNextPath, safePath } from './normalize-path';

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/Jobs/', '/jobs'],
    ['//jobs//5', '/jobs/5'],
    ['/a/./b', '/a/b'],
    ['/a/../b', '/b'],
    ['/../../etc', '/etc'],
    ['/a/%2e%2e/b', '/b'],
    ['/a%2Fb', '/a/b'],
    ['/a/%252e%252e/b', '/b'],
    ['/a\\..\\b', '/b'],
    ['/%E0%A4%A', '/%e0%a4%a'],
  ])('%s → %s', (input, expected) => expect(canonicalPath(input)).toBe(expected));
});

describe('safePath', () => {
  it('keeps case and re-encodes segments', () => {
    expect(safePath('/forgottenPassword/AbC')).toBe('/forgottenPassword/AbC');
    expect(safePath('/a b/%3F')).toBe('/a%20b/%3F');
    expect(pathSegments('/x/../Y/')).toEqual(['Y']);
  });
});

describe('safeNextPath', () => {
  it.each([
    [null, '/'],
    [undefined, '/'],
    ['', '/'],
    ['jobs', '/'],
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example/x', '/'],
    ['/jobs?tab=past', '/jobs?tab=past'],
    ['/jobs#frag', '/jobs'],
    ['/a/../projects/1', '/projects/1'],
  ])('%s → %s', (input, expected) => expect(safeNextPath(input)).toBe(expected));
});

import { chooseLocale } from './choose-locale';
import { fallbackChain } from './locales';

describe('chooseLocale', () => {
  const allows = (defaultLanguage: string) => ({ defaultLanguage, useUserLanguage: true });
  const forbids = (defaultLanguage: string) => ({ defaultLanguage, useUserLanguage: false });

  it.each([
    // [user language, tenant, expected]
    ['nl', allows('en'), 'nl'],
    ['de-AT', allows('en'), 'de-AT'],
    ['cy', allows('fr'), 'cy'],
    ['nl', forbids('en'), 'en'],
    ['nl', forbids('fr'), 'fr'],
    ['pl', allows('de'), 'de'],
    ['pl', allows('pl'), 'en'],
    ['pl', forbids('xx'), 'en'],
    [null, allows('es'), 'es'],
    [undefined, allows('de-AT'), 'de-AT'],
    ['', forbids(''), 'en'],
    ['NL', allows('en'), 'nl'],
    ['de_at', allows('en'), 'de-AT'],
    ['de-CH', allows('nl'), 'nl'],
  ] as const)('user %p with tenant %j → %s', (userLanguage, tenant, expected) => {
    expect(chooseLocale({ userLanguage, tenant })).toBe(expected);
  });

  it('uses English without a tenant', () => {
    expect(chooseLocale({ userLanguage: 'nl', tenant: null })).toBe('en');
    expect(chooseLocale({})).toBe('en');
  });
});

describe('fallbackChain', () => {
  it('lets Austrian German fall back to German, then English', () => {
    expect(fallbackChain('de-AT')).toEqual(['de-AT', 'de', 'en']);
  });
  it('lets every locale fall back to English', () => {
    expect(fallbackChain('cy')).toEqual(['cy', 'en']);
    expect(fallbackChain('en')).toEqual(['en']);
  });
});

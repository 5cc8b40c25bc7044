import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_COLOR, themeOf } from './theme';

describe('themeOf', () => {
  it.each([
    ['default', 'default'],
    ['Red', 'red'],
    ['red', 'red'],
    ['moyo', 'moyo'],
    [' Moyo ', 'moyo'],
    ['purple', 'default'],
  ])('%p → %s', (mobileTheme, theme) => {
    expect(themeOf({ mobileTheme })).toBe(theme);
  });

  it('uses the default theme without a tenant', () => {
    expect(themeOf(null)).toBe('default');
  });
});

describe('theme colours', () => {
  const css = readFileSync(join(__dirname, '..', '..', 'app', 'globals.css'), 'utf8');
  const primaryOf = (selector: string) => {
    const block = css.slice(css.indexOf(selector));
    return /--app-primary:\s*(#[0-9a-f]{6})/i.exec(block)?.[1];
  };

  it('match the primary colour of each theme in globals.css', () => {
    expect(primaryOf('.theme-red')).toBe(THEME_COLOR.red);
    expect(primaryOf(':root')).toBe(THEME_COLOR.default);
    // moyo keeps the default colours (rules §2).
    expect(THEME_COLOR.moyo).toBe(THEME_COLOR.default);
  });

  it('set every rules §9 value in each theme', () => {
    for (const selector of [':root', '.theme-red']) {
      const block = css.slice(css.indexOf(selector), css.indexOf('}', css.indexOf(selector)));
      for (const v of [
        '--app-background',
        '--app-text',
        '--app-hover',
        '--app-light-background',
        '--app-calendar-date',
        '--app-box-shadow',
      ]) {
        expect(block).toContain(`${v}:`);
      }
    }
  });
});

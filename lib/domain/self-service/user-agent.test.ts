import { userAgentParts } from './user-agent';

// Real User-Agent strings of the browsers that receive Web Push.
const CASES: ReadonlyArray<[string, string | null, string | null]> = [
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    'Chrome',
    'Android',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Chrome',
    'Windows',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
    'Edge',
    'Windows',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'Safari',
    'macOS',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'Safari',
    'iOS',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    'Chrome',
    'iPadOS',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
    'Firefox',
    'iOS',
  ],
  ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox', 'Linux'],
  ['Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0', 'Firefox', 'Android'],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
    'Samsung Internet',
    'Android',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
    'Opera',
    'Windows',
  ],
  [
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    'Chrome',
    'ChromeOS',
  ],
];

describe('userAgentParts', () => {
  it.each(CASES.map(([userAgent, browser, system]) => [browser, system, userAgent]))(
    'reads %s on %s from %s',
    (browser, system, userAgent) => {
      expect(userAgentParts(userAgent)).toEqual({ browser, system });
    },
  );

  it('knows nothing of an absent or unfamiliar User-Agent', () => {
    expect(userAgentParts(null)).toEqual({ browser: null, system: null });
    expect(userAgentParts('')).toEqual({ browser: null, system: null });
    expect(userAgentParts('Test Browser 1.0')).toEqual({ browser: null, system: null });
    expect(userAgentParts('curl/8.5.0')).toEqual({ browser: null, system: null });
  });

  it('names what it can when only one part is known', () => {
    expect(userAgentParts('Mozilla/5.0 (Windows NT 10.0) Something/1.0')).toEqual({ browser: null, system: 'Windows' });
    expect(userAgentParts('Firefox/128.0')).toEqual({ browser: 'Firefox', system: null });
  });
});

// The browser and system of a push device, read from the User-Agent it subscribed with, so the
// profile's device list can say "Chrome on Android". Pure and small: only the
// browsers that receive Web Push and the systems they run on, nothing a list needs no more of.
// The names are the products' own, the same in every language.

export type TUserAgentParts = { browser: string | null; system: string | null };

type TRule = readonly [name: string, pattern: RegExp];

/**
 * First match wins. Most browsers also name the engines they descend from (Edge and Opera say
 * "Chrome", Chrome says "Safari"), so the ones built on another come before it. On iOS every
 * browser is WebKit and names itself with its own token (CriOS, FxiOS, EdgiOS).
 */
const BROWSERS: readonly TRule[] = [
  ['Edge', /\bEdg(e|A|iOS)?\//],
  ['Opera', /\b(OPR|OPT|Opera)\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['Firefox', /\b(Firefox|FxiOS)\//],
  ['Chromium', /\bChromium\//],
  ['Chrome', /\b(Chrome|CriOS)\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
];

/** Android says "Linux" too, and iPhones "like Mac OS X": the narrower comes first. */
const SYSTEMS: readonly TRule[] = [
  ['Windows', /\bWindows\b/],
  ['Android', /\bAndroid\b/],
  ['iPadOS', /\biPad\b/],
  ['iOS', /\b(iPhone|iPod)\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

const first = (rules: readonly TRule[], text: string) => rules.find(([, pattern]) => pattern.test(text))?.[0] ?? null;

export function userAgentParts(userAgent: string | null | undefined): TUserAgentParts {
  if (!userAgent) return { browser: null, system: null };
  return { browser: first(BROWSERS, userAgent), system: first(SYSTEMS, userAgent) };
}

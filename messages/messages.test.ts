// Every locale has every key of en (and no others), with the same ICU arguments; every message
// formats without an ICU error; no locale copies English sentences instead of translating; and
// German (de, de-AT) addresses the user with "Sie" only.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { LOCALES } from '../lib/i18n/locales';
import { TITLE_KEYS } from '../lib/i18n/route-title';
import { ERROR_CODES } from '../lib/client/error-message';
import { VALIDATION_KEYS } from '../lib/domain/validation';

type TTree = { [key: string]: string | TTree };

const load = (locale: string) => JSON.parse(readFileSync(join(__dirname, `${locale}.json`), 'utf8')) as TTree;

function flatten(tree: TTree, prefix = '', out: Record<string, string> = {}) {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[path] = value;
    else flatten(value, path, out);
  }
  return out;
}

/** Argument names of an ICU message: the first word after each `{` that starts an argument. */
function icuArguments(message: string): string[] {
  const names = [...message.matchAll(/\{\s*([A-Za-z0-9_]+)\s*[,}]/g)].map((m) => m[1]!);
  return [...new Set(names)].sort();
}

function sampleValues(message: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const name of icuArguments(message)) {
    if (new RegExp(`\\{\\s*${name}\\s*,\\s*date`).test(message)) values[name] = 'date:2025-03-14T12:00:00Z';
    else if (new RegExp(`\\{\\s*${name}\\s*,\\s*(plural|number)`).test(message) || name === 'min' || name === 'number')
      values[name] = 2;
    else values[name] = `<${name}>`;
  }
  return values;
}

const en = flatten(load('en'));

/**
 * The product speaks German with "Sie" throughout, so these words give a "du" away: its
 * pronouns, the verb forms that only go with "du", and the du-imperatives of verbs the messages
 * use ("Gib …", "Prüfe …"; the "Sie" forms are "Geben Sie …", "Prüfen Sie …").
 */
const INFORMAL_WORDS = [
  ...['du', 'dich', 'dir', 'dein', 'deine', 'deinem', 'deinen', 'deiner', 'deines'],
  ...['euch', 'euer', 'eure', 'eurem', 'euren', 'eurer', 'eures'],
  ...['bist', 'hast', 'kannst', 'willst', 'musst', 'möchtest', 'brauchst', 'darfst', 'wirst', 'weißt'],
];
const INFORMAL_IMPERATIVES = [
  ...['gib', 'nimm', 'sieh', 'lies', 'hilf', 'geh', 'gehe', 'komm', 'komme', 'prüf', 'prüfe'],
  ...['verwend', 'verwende', 'bestätig', 'bestätige', 'wähl', 'wähle', 'bewert', 'bewerte', 'teil'],
  ...['versuch', 'unterschreib', 'unterschreibe', 'beantworte', 'zeichne', 'speicher', 'speichere'],
  ...['check', 'checke', 'tipp', 'tippe', 'füll', 'fülle', 'öffne', 'erlaub', 'erlaube', 'lad'],
  ...['wart', 'warte', 'meld', 'melde', 'schließ', 'schließe', 'füg', 'füge', 'lass', 'lasse'],
  ...['wisch', 'wische', 'frag', 'send', 'sende', 'schick', 'schicke', 'mach', 'mache', 'ruf'],
  ...['rufe', 'schreib', 'schreibe', 'trag', 'trage', 'aktualisiere', 'lösch', 'lösche', 'klick'],
  ...['klicke', 'such', 'fordere', 'erneuere', 'entscheide', 'antworte', 'akzeptiere', 'lehne'],
];
/**
 * Capitalised, these are also nouns ("Zu viele Versuche", "Frage 3"): at the start of a sentence
 * they count only when an imperative's object follows ("Versuche es erneut").
 */
const ALSO_NOUNS = ['teile', 'versuche', 'frage', 'suche', 'lade'];

/** The words of a German message that address the reader with "du". */
function informalWords(message: string): string[] {
  const word = (w: string) => `(?<![\\p{L}-])${w}(?![\\p{L}-])`;
  const found = INFORMAL_WORDS.filter((w) => new RegExp(word(w), 'iu').test(message));
  for (const w of [...INFORMAL_IMPERATIVES, ...ALSO_NOUNS]) {
    // In lower case anywhere but after "ich" ("ich bestätige"); capitalised only where a sentence
    // or clause starts, since elsewhere a capital marks a noun.
    const lower = new RegExp(`(?<!(?:^|[^\\p{L}])[Ii]ch )${word(w)}`, 'u');
    const capital = word(w[0]!.toUpperCase() + w.slice(1)) + (ALSO_NOUNS.includes(w) ? ' es\\b' : '');
    const opening = new RegExp(`(?:^|[.!?:;]\\s+)${capital}`, 'u');
    if (lower.test(message) || opening.test(message)) found.push(w);
  }
  return found;
}

/**
 * use-intl ships only ES modules, which this Jest setup cannot load, so the formatting checks run
 * in a plain Node child process with the real library.
 */
function formatInNode(jobs: { locale: string; key: string; values: Record<string, string | number> }[]) {
  const script = `
    import { createTranslator } from 'use-intl';
    import { readFileSync } from 'node:fs';
    const jobs = JSON.parse(readFileSync(0, 'utf8'));
    const cache = {};
    const out = jobs.map(({ locale, key, values }) => {
      cache[locale] ??= JSON.parse(readFileSync(${JSON.stringify(__dirname)} + '/' + locale + '.json', 'utf8'));
      const errors = [];
      const t = createTranslator({ locale, messages: cache[locale], timeZone: 'Europe/Amsterdam', onError: (e) => errors.push(e.message) });
      const v = Object.fromEntries(Object.entries(values).map(([k, x]) => [k, typeof x === 'string' && x.startsWith('date:') ? new Date(x.slice(5)) : x]));
      return { text: t(key, v), errors };
    });
    process.stdout.write(JSON.stringify(out));`;
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    input: JSON.stringify(jobs),
    cwd: join(__dirname, '..'),
  });
  return JSON.parse(stdout.toString()) as { text: string; errors: string[] }[];
}

describe('message files', () => {
  it('exist for exactly the seven locales', () => {
    const files = readdirSync(__dirname)
      .filter((f) => f.endsWith('.json'))
      .map((f) => f.slice(0, -5))
      .sort();
    expect(files).toEqual([...LOCALES].sort());
  });

  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
    const messages = flatten(load(locale));

    it('has every key of en and no other', () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    });

    it('uses the same ICU arguments as en', () => {
      const differing = Object.keys(en).filter(
        (k) => k in messages && icuArguments(en[k]!).join() !== icuArguments(messages[k]!).join(),
      );
      expect(differing).toEqual([]);
    });

    it('does not copy English sentences', () => {
      const copied = Object.keys(en).filter((k) => messages[k] === en[k] && en[k]!.split(/\s+/).length > 2);
      expect(copied).toEqual([]);
    });
  });

  describe.each(['de', 'de-AT'])('%s', (locale) => {
    const messages = flatten(load(locale));

    it('addresses the user with "Sie", never with "du"', () => {
      const informal = Object.entries(messages).flatMap(([key, message]) =>
        informalWords(message).map((w) => `${key}: ${w}`),
      );
      expect(informal).toEqual([]);
    });
  });

  it('recognises "du" in German, but not "Sie" nor nouns that look like imperatives', () => {
    expect(informalWords('Du hast keine Einsätze.')).toEqual(['du', 'hast']);
    expect(informalWords('Teile deinen Standort.')).toEqual(['deinen']);
    expect(informalWords('Prüfe die Stunden und speichere sie.')).toEqual(['prüfe', 'speichere']);
    expect(informalWords('Keine Verbindung: checke zuerst ein.')).toEqual(['checke']);
    expect(informalWords('Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.')).toEqual([]);
    expect(informalWords('Versuche es später erneut.')).toEqual(['versuche']);
    expect(informalWords('Zu viele Versuche. Check-ins am Freitag.')).toEqual([]);
    expect(informalWords('Ich bestätige die Angaben.')).toEqual([]);
  });

  it('formats every message of every locale without an ICU error', () => {
    const jobs = LOCALES.flatMap((locale) => {
      const flat = flatten(load(locale));
      return Object.keys(flat).map((key) => ({ locale, key, values: sampleValues(flat[key]!) }));
    });
    const results = formatInNode(jobs);
    const failures = results.flatMap((r, i) => r.errors.map((e) => `${jobs[i]!.locale} ${jobs[i]!.key}: ${e}`));
    expect(failures).toEqual([]);
  });

  it('has a title for every route title key and a sentence for every error code', () => {
    const titles = Object.keys(en)
      .filter((k) => k.startsWith('Titles.'))
      .map((k) => k.slice('Titles.'.length));
    expect(titles.sort()).toEqual([...TITLE_KEYS].sort());
    const errors = Object.keys(en)
      .filter((k) => k.startsWith('Errors.'))
      .map((k) => k.slice('Errors.'.length));
    expect(errors.sort()).toEqual([...ERROR_CODES].sort());
  });

  it('has a sentence for every validation message key', () => {
    const keys = Object.keys(en)
      .filter((k) => k.startsWith('Validation.'))
      .map((k) => k.slice('Validation.'.length));
    expect(keys.sort()).toEqual([...VALIDATION_KEYS].sort());
  });

  it('formats plurals and dates by locale', () => {
    const [one, many, date] = formatInNode([
      { locale: 'nl', key: 'HomePage.openRequestsCount', values: { count: 1 } },
      { locale: 'nl', key: 'HomePage.openRequestsCount', values: { count: 3 } },
      { locale: 'de-AT', key: 'HomePage.due', values: { date: 'date:2025-01-14T12:00:00Z' } },
    ]);
    expect(one?.text).toBe('1 dienst wacht op je antwoord');
    expect(many?.text).toBe('3 diensten wachten op je antwoord');
    expect(date?.text).toBe('Fällig am 14. Jän. 2025');
  });
});

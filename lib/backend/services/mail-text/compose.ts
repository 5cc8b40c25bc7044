// One mail in its reader's language: subject, plain text and an HTML alternative dressed in the
// tenant's name and colour. The words come from the Mail namespace of messages/*.json (the
// screens' files, so translators find every text in one place); the parts are laid out here
// only, so every mail looks alike in both forms.
import { readerFormat, translator, type TReaderFormat } from '../i18n/translate';
import type { TOutputReader } from '../i18n/reader-of';

type TValues = Record<string, string | number>;
export type TMailT = (key: string, values?: TValues) => string;

/** What a mail says, in order: a greeting, paragraphs, one link to act on, more paragraphs. */
export type TMailParts = {
  subject: string;
  /** The reader's name; without it the greeting is a plain "Hello,". */
  greet?: string | null;
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
  /** Who signs it off ("Kind regards, …"). */
  signOff?: string;
};

export type TComposedMail = { locale: TOutputReader['locale']; subject: string; text: string; html: string };

/** The words and formats of one reader. */
export function mailWords(reader: TOutputReader): { t: TMailT; format: TReaderFormat } {
  return { t: translator(reader.locale, 'Mail'), format: readerFormat(reader) };
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const htmlParagraph = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;

export function composeMail(reader: TOutputReader, parts: TMailParts): TComposedMail {
  const { t } = mailWords(reader);
  const greeting = parts.greet ? t('greeting', { name: parts.greet }) : t('greetingNoName');
  const after = parts.after ?? [];
  const signOff = parts.signOff ? [t('signOff'), parts.signOff].join('\n') : null;
  const text = [
    greeting,
    ...parts.paragraphs,
    ...(parts.action ? [`${parts.action.label}:\n${parts.action.url}`] : []),
    ...after,
    ...(signOff ? [signOff] : []),
  ].join('\n\n');
  const colour = escapeHtml(reader.colour);
  const button = parts.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(parts.action.url)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:${colour};color:#ffffff;text-decoration:none;font-weight:bold">${escapeHtml(parts.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(parts.action.url)}</p>`
    : '';
  const html = [
    `<!doctype html><html lang="${reader.locale}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    '<div style="max-width:600px;margin:0 auto;background:#ffffff">',
    `<div style="padding:16px 24px;background:${colour};color:#ffffff;font-size:18px;font-weight:bold">${escapeHtml(reader.tenantName)}</div>`,
    '<div style="padding:24px;font-size:15px;line-height:1.5">',
    htmlParagraph(greeting),
    ...parts.paragraphs.map(htmlParagraph),
    button,
    ...after.map(htmlParagraph),
    ...(signOff ? [htmlParagraph(signOff)] : []),
    '</div></div></body></html>',
  ].join('');
  return { locale: reader.locale, subject: parts.subject, text, html };
}

/** The unsubscribe line of a notification, added to both parts when the mail is kept. */
export function withUnsubscribe(mail: { text: string; html?: string }, locale: TOutputReader['locale'], link: string) {
  const t = translator(locale, 'Mail');
  const line = t('unsubscribe', { link });
  const htmlLine =
    `<p style="margin:0;padding:16px 24px;font-size:12px;color:#555555;max-width:600px;margin:0 auto">` +
    `<a href="${escapeHtml(link)}" style="color:#555555">${escapeHtml(t('unsubscribeLink'))}</a></p>`;
  return {
    text: `${mail.text}\n\n--\n${line}`,
    html: mail.html?.replace('</body>', `${htmlLine}</body>`),
  };
}

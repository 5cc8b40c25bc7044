// Mail bodies as the mailbox shows them. HTML goes through sanitize-html with an allowlist: text
// formatting, links, tables and images, and inline styles from a short list of properties whose
// values cannot load anything. No script, event handler, frame, form, base, meta or link survives;
// links open in a new tab without an opener. Remote images are blocked (their address kept in
// `data-remote-src`) until the reader asks for them. The screen also shows the result in a
// sandboxed frame without scripts, under a content security policy: three walls, not one.
import sanitizeHtml from 'sanitize-html';

const SAFE_VALUE = /^(?!.*(?:url|expression|image-set|@import|javascript))[-#%.,\w\s()'"!/]*$/i;
const STYLE_PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'text-align',
  'text-decoration',
  'vertical-align',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-collapse',
  'border-radius',
  'width',
  'max-width',
  'height',
  'display',
];

const INLINE_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=\s]+$/i;
const REMOTE = /^https?:\/\//i;

export type TSanitized = { html: string; remoteImages: number };

export function sanitizeMailHtml(html: string, opts: { showImages: boolean }): TSanitized {
  let remoteImages = 0;
  const clean = sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'style'), 'img', 'center', 'font', 'span'],
    allowedAttributes: {
      a: ['href', 'name', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height', 'data-remote-src'],
      table: ['width', 'border', 'cellpadding', 'cellspacing', 'align'],
      td: ['colspan', 'rowspan', 'align', 'valign', 'width'],
      th: ['colspan', 'rowspan', 'align', 'valign', 'width'],
      font: ['color', 'size'],
      '*': ['style', 'dir', 'lang'],
    },
    allowedStyles: { '*': Object.fromEntries(STYLE_PROPERTIES.map((p) => [p, [SAFE_VALUE]])) },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
      }),
      img: (tagName, attribs) => {
        const { src = '', ...rest } = attribs;
        delete rest['data-remote-src'];
        if (REMOTE.test(src)) {
          remoteImages++;
          return { tagName, attribs: opts.showImages ? { ...rest, src } : { ...rest, 'data-remote-src': src } };
        }
        return { tagName, attribs: INLINE_IMAGE.test(src) ? { ...rest, src } : rest };
      },
    },
  });
  return { html: clean, remoteImages };
}

// The recipient's own one-time links: a password link lets its holder choose the password, and an
// unsubscribe link stops their mail. Whoever else reads the mailbox sees that a link was there.
const SECRET_LINK = /(\/(?:welcome|forgottenPassword|unsubscribe)\/)[A-Za-z0-9_-]{16,}/g;

export const hideSecretLinks = (body: string) => body.replace(SECRET_LINK, '$1…');

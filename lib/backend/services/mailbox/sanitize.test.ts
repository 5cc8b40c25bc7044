/**
 * @jest-environment node
 */
// A sanitised mail body cannot run script. The proof runs each body in jsdom with scripts enabled
// and fires every event a handler could hang on: the raw body sets `window.pwned` (so the test can
// see an attack), the sanitised one never does, and no dangerous element or attribute is left.
import { JSDOM } from 'jsdom';
import { hideSecretLinks, sanitizeMailHtml } from './sanitize';

const ATTACKS = [
  '<script>window.pwned = 1</script>',
  '<img src="x" onerror="window.pwned = 2">',
  '<body onload="window.pwned = 3"><p>hi</p></body>',
  '<svg><script>window.pwned = 4</script></svg>',
  '<svg onload="window.pwned = 5"></svg>',
  '<a href="javascript:window.pwned = 6">click</a>',
  '<iframe srcdoc="<script>parent.pwned = 7</script>"></iframe>',
  '<div onclick="window.pwned = 8">x</div>',
  '<details open ontoggle="window.pwned = 9"><summary>x</summary></details>',
  '<noscript><p title="</noscript><img src=x onerror=window.pwned=10>"></noscript>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.pwned=11">',
  '<form action="javascript:window.pwned=12"><button>go</button></form>',
  '<object data="javascript:window.pwned=13"></object>',
  '<embed src="javascript:window.pwned=14">',
  '<base href="javascript:window.pwned=15//"><a href="x">x</a>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.pwned=16">',
  '<p style="background:url(javascript:window.pwned=17)">x</p>',
  '<a href="jav&#x09;ascript:window.pwned=18">x</a>',
  '<img src="data:text/html;base64,PHNjcmlwdD53aW5kb3cucHduZWQ9MTk8L3NjcmlwdD4=">',
  '<input autofocus onfocus="window.pwned=20">',
  '<video><source onerror="window.pwned=21"></video>',
  '<marquee onstart="window.pwned=22">x</marquee>',
];

/** Runs a body as a page would, fires the events handlers listen to, and says whether script ran. */
function runs(html: string): boolean {
  const dom = new JSDOM(`<!doctype html><html><body>${html}</body></html>`, { runScripts: 'dangerously' });
  const { window } = dom;
  for (const el of Array.from(window.document.querySelectorAll('*'))) {
    for (const type of ['load', 'error', 'click', 'toggle', 'focus', 'start', 'mouseover'])
      el.dispatchEvent(new window.Event(type));
    // A click on a javascript: link runs it in a browser; run what such an href holds.
    for (const attr of ['href', 'src', 'action', 'data']) {
      // Browsers drop tabs, newlines and other controls from a URL before reading its scheme.
      const value = [...(el.getAttribute(attr) ?? '')].filter((ch) => ch.charCodeAt(0) > 0x20).join('');
      if (/^javascript:/i.test(value)) window.eval(value.slice('javascript:'.length));
    }
  }
  const ran = (window as unknown as { pwned?: number }).pwned !== undefined;
  window.close();
  return ran;
}

describe('sanitizeMailHtml', () => {
  it('the harness sees script run in the raw bodies', () => {
    const seen = ATTACKS.filter(runs);
    expect(seen.length).toBeGreaterThanOrEqual(8);
  });

  it.each(ATTACKS)('leaves no way to run script: %s', (attack) => {
    const { html } = sanitizeMailHtml(`<p>Dear client</p>${attack}<p>Regards</p>`, { showImages: true });
    expect(runs(html)).toBe(false);
    const doc = new JSDOM(html).window.document;
    expect(doc.querySelectorAll('script,iframe,object,embed,form,base,meta,link,style,svg,math').length).toBe(0);
    for (const el of Array.from(doc.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        expect(attr.name.startsWith('on')).toBe(false);
        expect(attr.value).not.toMatch(/javascript:|data:text/i);
      }
    }
    expect(doc.body.textContent).toContain('Dear client');
  });

  it('keeps formatting, tables and safe inline styles, and opens links in a new tab without an opener', () => {
    const { html } = sanitizeMailHtml(
      '<table><tr><td style="color: #333; padding: 4px; background-image: url(https://t.example/p.gif)">A</td></tr></table>' +
        '<p><strong>B</strong> <a href="https://example.com/x">link</a></p>',
      { showImages: false },
    );
    expect(html).toContain('<td style="color:#333;padding:4px">A</td>');
    expect(html).toContain('<strong>B</strong>');
    expect(html).toContain(
      '<a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">link</a>',
    );
  });

  it('blocks remote images until asked, and keeps inline images', () => {
    const body =
      '<img src="https://tracker.example/open.gif" alt="logo"><img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">';
    const blocked = sanitizeMailHtml(body, { showImages: false });
    expect(blocked.remoteImages).toBe(1);
    expect(blocked.html).not.toMatch(/\ssrc="https:/);
    expect(blocked.html).toContain('data-remote-src="https://tracker.example/open.gif"');
    expect(blocked.html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    const shown = sanitizeMailHtml(body, { showImages: true });
    expect(shown.html).toContain('src="https://tracker.example/open.gif"');
    expect(shown.html).not.toContain('data-remote-src');
  });
});

describe('hideSecretLinks', () => {
  it('hides the token of password and unsubscribe links, and nothing else', () => {
    const text =
      'Choose: http://localhost:3000/welcome/AbC_def-1234567890xyz and ' +
      'https://a.example/forgottenPassword/Zz9-8_7yy6xx5ww4vv3 or https://a.example/unsubscribe/tok_en-0123456789abcdef. See https://a.example/jobs/12';
    expect(hideSecretLinks(text)).toBe(
      'Choose: http://localhost:3000/welcome/… and https://a.example/forgottenPassword/… or https://a.example/unsubscribe/…. See https://a.example/jobs/12',
    );
  });
});

'use client';
// A sanitised HTML mail body in a frame of its own: sandboxed without scripts (a stray script or
// handler cannot run even if the server's sanitiser missed it), under a content security policy
// that loads nothing remote but the images the reader asked for, with links opening in a new tab.
// The frame grows to its content.
import { useRef, useState } from 'react';

export function HtmlBody({ html, title, allowImages }: { html: string; title: string; allowImages: boolean }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(200);
  const policy = `default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:${allowImages ? ' https:' : ''}`;
  const doc = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${policy}"><base target="_blank"><style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1f33;word-wrap:break-word}img{max-width:100%;height:auto}table{max-width:100%}</style></head><body>${html}</body></html>`;
  return (
    <iframe
      ref={frame}
      title={title}
      srcDoc={doc}
      // Same origin only so that the page can measure the content's height; no allow-scripts.
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      data-testid="email-html"
      className="w-full border-0"
      style={{ height }}
      onLoad={() => {
        const body = frame.current?.contentDocument?.documentElement;
        if (body) setHeight(Math.min(Math.max(body.scrollHeight + 8, 80), 5000));
      }}
    />
  );
}

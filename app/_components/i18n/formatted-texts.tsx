'use client';
// The server's half of client-intl.ts: while the server renders client components (SSR), the
// texts their hooks format are recorded here and written into the page beside the HTML they
// belong to (useServerInsertedHTML), as a JSON data block: no script runs, so the
// Content-Security-Policy is untouched. In the browser there is no recorder.
import { useServerInsertedHTML } from 'next/navigation';
import { createContext, useContext, useState, type ReactNode } from 'react';

/** The server render's texts: those not yet written into the page, and all keys written. */
export type TRecorder = { pending: Map<string, string>; written: Set<string> };

const Recorder = createContext<TRecorder | null>(null);
export const ATTRIBUTE = 'data-formatted-texts';

/** JSON in an HTML <script> element: "</script>" or "<!--" inside must not end it. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Around the shell (app/(shell)/layout.tsx): on the server, records the client components' formatted texts for the browser. */
export function FormattedTexts({ children }: { children: ReactNode }) {
  const [recorder] = useState<TRecorder | null>(() =>
    typeof window === 'undefined' ? { pending: new Map(), written: new Set() } : null,
  );
  useServerInsertedHTML(() => {
    if (!recorder?.pending.size) return null;
    const texts = Object.fromEntries(recorder.pending);
    for (const key of recorder.pending.keys()) recorder.written.add(key);
    recorder.pending.clear();
    return (
      <script
        type="application/json"
        {...{ [ATTRIBUTE]: '' }}
        dangerouslySetInnerHTML={{ __html: scriptJson(texts) }}
      />
    );
  });
  return <Recorder.Provider value={recorder}>{children}</Recorder.Provider>;
}

/** The recorder of this server render, or null in the browser. */
export const useRecorder = () => useContext(Recorder);

'use client';
// The uploads a screen has started, each with its progress and outcome, and the files refused
// before any byte was sent (wrong type, too large). One rule for every upload list: photos,
// receipt files and project documents.
import { useState } from 'react';

export type TUpload = {
  key: number;
  name: string;
  /** 0 to 1. */
  progress: number;
  /** `queued`: kept on the device without network, sent later (the offline queue). */
  state: 'uploading' | 'done' | 'queued' | 'failed';
  message?: string;
};

/** Resolves to 'queued' when the file waits on the device for the network. */
export type TUploadSend = (file: File, onProgress: (progress: number) => void) => Promise<unknown>;

let uploadKey = 0;

/** Why a file may not be sent, checked before any byte goes: its type, then its size. */
export function fileProblem(file: File, types: readonly string[], maxBytes: number): 'wrongType' | 'tooLarge' | null {
  if (!types.includes(file.type)) return 'wrongType';
  return file.size > maxBytes ? 'tooLarge' : null;
}

export function useUploads() {
  const [uploads, setUploads] = useState<TUpload[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const patch = (key: number, change: Partial<TUpload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...change } : u)));

  /**
   * Checks every chosen file with `refuse` (a message when it may not be sent), sends the others
   * with `send`, and keeps each one's progress; `failure` turns a send error into its message.
   */
  function start(
    list: FileList | null,
    refuse: (file: File) => string | null,
    send: TUploadSend,
    failure: (err: unknown) => string,
  ) {
    const problems: string[] = [];
    for (const file of Array.from(list ?? [])) {
      const problem = refuse(file);
      if (problem) {
        problems.push(problem);
        continue;
      }
      const key = ++uploadKey;
      setUploads((u) => [{ key, name: file.name, progress: 0, state: 'uploading' }, ...u]);
      send(file, (progress) => patch(key, { progress }))
        .then((r) => patch(key, r === 'queued' ? { state: 'queued' } : { state: 'done', progress: 1 }))
        .catch((err: unknown) => patch(key, { state: 'failed', message: failure(err) }));
    }
    setRefused(problems);
  }

  return { uploads, refused, start };
}

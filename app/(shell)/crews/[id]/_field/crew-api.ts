// Browser calls of the field-work screens that the shared fetcher does not cover: the raw
// send of a queued check (an answer, never a throw) and an upload with progress.
import { apiErrorFromBody, ApiClientError } from '@/lib/client/fetcher';
import type { TSendAnswer } from '@/lib/client/offline-queue';

/** One raw send of a check, for the offline queue: the status and the error, never a throw. */
export async function postCheck(url: string, body: unknown): Promise<TSendAnswer & { data?: unknown }> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json: unknown = await res.json().catch(() => null);
    if (res.ok) return { status: res.status, data: (json as { data?: unknown } | null)?.data };
    const err = apiErrorFromBody(res.status, json);
    return { status: res.status, code: err.code, message: err.message };
  } catch {
    return { status: 0 };
  }
}

/**
 * A multipart upload with progress (fetch cannot report upload progress). Resolves with the
 * `data` of the answer; rejects with an ApiClientError.
 */
export function uploadWithProgress<T>(url: string, file: File, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiClientError(0, 'NETWORK_ERROR', 'The upload failed'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object' && 'data' in body) {
        onProgress(1);
        resolve((body as { data: T }).data);
      } else {
        reject(apiErrorFromBody(xhr.status, body));
      }
    };
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

// A multipart upload with progress (fetch cannot report upload progress). Resolves with the
// `data` of the answer; rejects with an ApiClientError like every other call.
import { ApiClientError, apiErrorFromBody } from '../fetcher';
import { apiUrl } from './http';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function uploadFile<T>(
  path: string,
  file: File,
  onProgress: (fraction: number) => void,
  /** Other parts of the multipart body (a document's kind, a JSON description beside it). */
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onerror = () => reject(new ApiClientError(0, 'NETWORK_ERROR', 'The upload failed'));
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && body && typeof body === 'object' && 'data' in body) {
        onProgress(1);
        resolve((body as { data: T }).data);
      } else {
        reject(apiErrorFromBody(xhr.status, body));
      }
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

import { errorBodySchema } from '@praxis/contract';
import { useCallback } from 'react';
import { ApiError } from './api';
import { useRuntimeConfig } from './useRuntimeConfig';
import { useUserManager } from './useUserManager';

export type Progress = (fraction: number) => void;

function errorOf(status: number, statusText: string, body: string): ApiError {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(body);
  } catch {
    // A proxy's HTML page: the status is all there is.
  }
  const error = errorBodySchema.safeParse(parsed);
  return new ApiError(
    error.success ? error.data : { status, code: 'internal', message: statusText || `HTTP ${status}` },
  );
}

const fileNameOf = (disposition: string | null, fallback: string) =>
  /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? fallback;

/**
 * Multipart uploads with progress and authenticated downloads: both are outside the JSON API client.
 * Uploads use XMLHttpRequest because fetch reports no upload progress.
 */
export function useFileTransfer() {
  const config = useRuntimeConfig();
  const userManager = useUserManager();
  const base = config.apiBaseUrl.replace(/\/+$/, '');

  const upload = useCallback(
    async (
      path: string,
      file: File | readonly File[],
      onProgress: Progress,
      signal: AbortSignal,
      fields: Record<string, string> = {},
    ): Promise<unknown> => {
      const token = (await userManager.getUser())?.access_token;
      return new Promise((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open('POST', `${base}${path}`);
        request.setRequestHeader('Accept', 'application/json');
        if (token !== undefined) request.setRequestHeader('Authorization', `Bearer ${token}`);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable) onProgress(event.loaded / event.total);
        };
        request.onload = () => {
          if (request.status >= 200 && request.status < 300) {
            onProgress(1);
            try {
              resolve(JSON.parse(request.responseText));
            } catch (error) {
              reject(error);
            }
          } else {
            reject(errorOf(request.status, request.statusText, request.responseText));
          }
        };
        request.onerror = () => reject(new TypeError('network error'));
        request.onabort = () => reject(new DOMException('aborted', 'AbortError'));
        signal.addEventListener('abort', () => request.abort(), { once: true });
        const body = new FormData();
        // The fields go first: a multipart reader sees them before it streams the file.
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        // Several files go as several `file` fields (an OSCAL profile with its catalogs).
        for (const one of Array.isArray(file) ? file : [file]) body.append('file', one);
        request.send(body);
      });
    },
    [base, userManager],
  );

  /** What `path` answers, read with the token (an <img> or <iframe> could not send it). */
  const fetchFile = useCallback(
    async (path: string, signal?: AbortSignal) => {
      const token = (await userManager.getUser())?.access_token;
      const response = await fetch(`${base}${path}`, {
        headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
        signal,
      });
      if (!response.ok) throw errorOf(response.status, response.statusText, await response.text());
      return { blob: await response.blob(), headers: response.headers };
    },
    [base, userManager],
  );

  /** Saves what `path` answers as a file, named as the server's Content-Disposition says. */
  const download = useCallback(
    async (path: string, fallbackName: string) => {
      const { blob, headers } = await fetchFile(path);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(headers.get('Content-Disposition'), fallbackName);
      document.body.append(link);
      link.click();
      link.remove();
      // The click has handed the data to the browser's download; the URL is not needed after it.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
    [fetchFile],
  );

  return { upload, fetchFile, download };
}

import { errorBodySchema, fileRoutes, routeUrl, storedFileSchema } from '@praxis/contract';
import { useCallback } from 'react';
import type { ImageUpload } from '../../components/RichTextEditor/RichTextEditorProps';
import { ApiError } from '../../lib/api';
import { useRuntimeConfig } from '../../lib/useRuntimeConfig';
import { useUserManager } from '../../lib/useUserManager';

async function failure(response: Response): Promise<ApiError> {
  const parsed = errorBodySchema.safeParse(await response.json().catch(() => null));
  return new ApiError(
    parsed.success
      ? parsed.data
      : { status: response.status, code: 'internal', message: response.statusText },
  );
}

function dataUrl(bytes: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(bytes);
  });
}

/**
 * Uploads an editor image (multipart, cancellable with the signal), then reads back what the server stored:
 * its type comes from the bytes and an SVG is sanitised there. The answer is a base64 data: URL, which the
 * text keeps, since an <img> cannot send the token a file download needs. Multipart and binary answers are
 * outside the JSON API client, hence fetch here.
 */
export function useImageUpload(): ImageUpload {
  const config = useRuntimeConfig();
  const userManager = useUserManager();
  return useCallback(
    async (file, signal) => {
      const token = (await userManager.getUser())?.access_token;
      const headers: Record<string, string> = token === undefined ? {} : { Authorization: `Bearer ${token}` };
      const base = config.apiBaseUrl.replace(/\/+$/, '');
      const body = new FormData();
      body.append('file', file);
      const uploaded = await fetch(`${base}${routeUrl(fileRoutes.upload, config.apiVersion)}`, {
        method: 'POST',
        headers,
        body,
        signal,
      });
      if (!uploaded.ok) throw await failure(uploaded);
      const stored = storedFileSchema.parse(await uploaded.json());
      const download = await fetch(`${base}${stored.url}`, { headers, signal });
      if (!download.ok) throw await failure(download);
      // The declared type, not the answer's header, which may carry a charset the data: URL must not.
      return dataUrl(new Blob([await download.arrayBuffer()], { type: stored.contentType }));
    },
    [config, userManager],
  );
}

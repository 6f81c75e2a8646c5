import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

interface Answer {
  status: number;
  body: unknown;
}

/**
 * jsdom's XMLHttpRequest would go to the network; this one holds each upload until the test reports
 * progress and answers, so what shows in between can be checked however slow the machine is.
 */
export function stubUpload() {
  const sent: { url: string; headers: Record<string, string>; body: FormData; xhr: FakeXhr }[] = [];
  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: FormData) {
      sent.push({ url: this.url, headers: this.headers, body, xhr: this });
    }
    abort() {
      this.onabort?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  // Uploads are answered in the order they were sent; a dialog that sends again waits for its next answer.
  let answered = 0;
  const current = async () => {
    await waitFor(() => expect(sent).toHaveLength(answered + 1));
    return sent[answered] as (typeof sent)[number];
  };
  return {
    sent,
    progress: async (loaded: number, total: number) => {
      const { xhr } = await current();
      act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent));
    },
    answer: async ({ status, body }: Answer) => {
      const { xhr } = await current();
      answered += 1;
      xhr.status = status;
      xhr.responseText = JSON.stringify(body);
      act(() => xhr.onload?.());
    },
  };
}

import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * Catches the files the app saves through a link's click: the names they are saved under, in order. jsdom
 * has no blob URLs and no downloads; the browser's own download is what the e2e specs check.
 */
export function fakeDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download);
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:download');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue();
  return saved;
}

/** A file the API answers with, named as its Content-Disposition says. */
export function fileResponse(name: string, type = 'application/octet-stream'): Response {
  return new Response('file', {
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
  });
}

/** Chooses a format in the page's Download menu, as a person does with the mouse. */
export async function downloadAs(user: UserEvent, format: 'PDF' | 'Word (.docx)' | 'Excel (.xlsx)') {
  await user.click(await screen.findByRole('button', { name: 'Download' }));
  await user.click(await screen.findByRole('menuitem', { name: format }));
}

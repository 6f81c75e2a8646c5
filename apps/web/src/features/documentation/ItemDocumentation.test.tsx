import { notifications } from '@mantine/notifications';
import type { DocumentationV2, Me } from '@praxis/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { errorResponse, type FakeHandler, jsonResponse } from '../../test/fakeApi';
import { renderSignedIn } from '../../test/renderSignedIn';
import { testMe } from '../../test/testAuth';
import { testDocumentation } from '../../test/testDocumentation';
import { ItemDocumentation } from './ItemDocumentation';

// ProseMirror measures the selection to scroll it into view; jsdom lays nothing out.
beforeAll(async () => {
  // Tiptap's chunk, loaded once here rather than inside the first test's time limit.
  await import('../../components/RichTextEditor/RichTextEditorCore');
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

const findEditor = (name: string) => screen.findByRole('textbox', { name });

/** An edit (the first paragraph indented), then the autosave's 3 seconds gone by on a fake clock. */
function indentAndAutosave() {
  vi.useFakeTimers();
  try {
    fireEvent.click(screen.getByRole('button', { name: 'Increase indent' }));
    act(() => vi.advanceTimersByTime(3000));
  } finally {
    vi.useRealTimers();
  }
}

const asset = { id: '0b5d7c5e-1111-4a4a-8a8a-000000000001', legacyId: 7 };
const listPath = `/v2/Assets/${asset.id}/documentations`;

const documentation = (overrides: Partial<DocumentationV2> = {}) => testDocumentation(asset, overrides);

const renderDocumentation = (api: Record<string, FakeHandler>, me?: Me) =>
  renderSignedIn(<ItemDocumentation category="Assets" item={asset} />, api, me);

describe('ItemDocumentation', () => {
  it('internal documentation is editable, with the text of properties.content', async () => {
    renderDocumentation({ [`GET ${listPath}`]: () => jsonResponse([documentation()]) });
    const section = await screen.findByRole('region', { name: 'Definition' });
    await findEditor('Definition');
    expect(within(section).getByRole('textbox', { name: 'Definition' })).toHaveTextContent('Our servers');
  });

  it('authoritative documentation is read-only, without actions', async () => {
    renderDocumentation({
      [`GET ${listPath}`]: () =>
        jsonResponse([
          documentation({
            purpose: 'authoritative',
            class: { id: 2, name: 'Instruction', displayName: 'Instruction' },
            properties: { content: '<p>From the catalogue</p>' },
          }),
        ]),
    });
    const section = await screen.findByRole('region', { name: 'Instruction' });
    expect(within(section).getByRole('document', { name: 'Instruction' })).toHaveTextContent(
      'From the catalogue',
    );
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByRole('button', { name: /Actions/ })).toBeNull();
    expect(within(section).getByText('From the specification; it cannot be changed here.')).toBeVisible();
    // The asset's own definition is still there to write.
    expect(await findEditor('Definition')).toBeInTheDocument();
  });

  it('ROLE: a Reader sees the text read-only', async () => {
    renderDocumentation({ [`GET ${listPath}`]: () => jsonResponse([documentation()]) }, testMe('Reader'));
    const section = await screen.findByRole('region', { name: 'Definition' });
    expect(within(section).getByRole('document')).toHaveTextContent('Our servers');
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).queryByRole('button', { name: /Actions/ })).toBeNull();
  });

  it("a save posts the class and the HTML, and toasts 'Documentation uploaded'", async () => {
    const saved = vi.fn();
    const html = '<p style="margin-left: 30px;">Our servers</p>';
    renderDocumentation({
      [`GET ${listPath}`]: () => jsonResponse([documentation()]),
      [`POST ${listPath}`]: ({ body }) => {
        saved(body);
        return jsonResponse(documentation({ properties: { content: html } }));
      },
    });
    await findEditor('Definition');
    indentAndAutosave();
    expect(await screen.findByText('Documentation uploaded')).toBeInTheDocument();
    expect(saved).toHaveBeenCalledWith({ class: 'Definition', purpose: 'internal', content: html });
  });

  it("a burst of saves shows one 'Documentation uploaded', not one per save", async () => {
    const show = vi.spyOn(notifications, 'show');
    const saved = vi.fn();
    renderDocumentation({
      [`GET ${listPath}`]: () => jsonResponse([documentation()]),
      [`POST ${listPath}`]: ({ body }) => {
        saved(body);
        return jsonResponse(documentation());
      },
    });
    await findEditor('Definition');
    indentAndAutosave();
    // Pointed at, the toast stays up however long the machine takes over the next save.
    fireEvent.mouseEnter(await screen.findByRole('alert'));
    indentAndAutosave();
    await waitFor(() => expect(show).toHaveBeenCalledTimes(2));
    expect(saved).toHaveBeenCalledTimes(2);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Documentation uploaded');
  });

  it('the first save of an item without documentation sends an emptied text as null', async () => {
    const saved = vi.fn();
    renderDocumentation({
      [`GET ${listPath}`]: () => jsonResponse([]),
      [`POST ${listPath}`]: ({ body }) => {
        saved(body);
        return jsonResponse(documentation({ properties: { content: null } }), 201);
      },
    });
    await findEditor('Definition');
    // Indenting the one empty paragraph is an edit that leaves nothing to read.
    indentAndAutosave();
    await waitFor(() =>
      expect(saved).toHaveBeenCalledWith({ class: 'Definition', purpose: 'internal', content: null }),
    );
  });

  it("a failed save toasts 'Documentation was not uploaded' with the status", async () => {
    renderDocumentation({
      [`GET ${listPath}`]: () => jsonResponse([documentation()]),
      [`POST ${listPath}`]: () => errorResponse(500, 'internal', 'Something broke'),
    });
    await findEditor('Definition');
    indentAndAutosave();
    expect(await screen.findByText('Documentation was not uploaded')).toBeInTheDocument();
    expect(screen.getByText(/^500 ·/)).toBeInTheDocument();
  });

  it('the actions menu deletes the documentation after a confirmation', async () => {
    const deleted = vi.fn();
    const { id } = documentation();
    renderDocumentation({
      [`GET ${listPath}`]: () => jsonResponse([documentation()]),
      [`DELETE /v2/Documentations/${id}`]: () => {
        deleted();
        return new Response(null, { status: 204 });
      },
    });
    await findEditor('Definition');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Definition' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete documentation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete documentation' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete the documentation Definition?');
    expect(deleted).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete documentation' }));
    expect(await screen.findByText('Documentation deleted')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Definition' })).not.toHaveTextContent('Our servers'),
    );
  });

  it('shows the loading failure message', async () => {
    renderDocumentation({ [`GET ${listPath}`]: () => errorResponse(404, 'not_found', 'Asset not found') });
    expect(await screen.findByText('Something went wrong while loading.')).toBeInTheDocument();
  });
});

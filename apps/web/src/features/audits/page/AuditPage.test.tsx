import { notifications } from '@mantine/notifications';
import type { AuditSnapshot, SnapshotVerification } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { downloadAs, fakeDownloads, fileResponse } from '../../../test/downloads';
import { type FakeHandler, jsonResponse } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { testMe } from '../../../test/testAuth';
import { testSpecification } from '../../specification/testSpecifications';
import { testAudit, testSnapshot } from '../testAudits';

// Toasts live in a store of their own, which outlives each test's render.
afterEach(() => notifications.clean());

const audit = testAudit();
const auditPath = `/v2/audits/${audit.id}`;
const snapshotPath = `${auditPath}/snapshots/${testSnapshot.id}`;

function open(api: Record<string, FakeHandler> = {}, role: 'Administrator' | 'Reader' = 'Administrator') {
  const view = renderRoute(`/audits/${audit.id}`, {
    me: testMe(role),
    api: { [`GET ${auditPath}`]: () => jsonResponse(audit), ...api },
  });
  return { ...view, user: userEvent.setup() };
}

describe('the audit page (/audits/:id)', () => {
  it('shows the details, moves the status on and keeps the tab in the address', async () => {
    const put: unknown[] = [];
    const { user, router } = open({
      [`PUT ${auditPath}`]: ({ body }) => {
        put.push(body);
        return jsonResponse({ ...audit, status: 'closed' });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: audit.title })).toBeInTheDocument();
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(overview).toHaveTextContent('Ulf User');
    expect(overview).toHaveTextContent('Mar 1, 2025 – Feb 28, 2026');
    expect(
      within(overview).getByRole('link', {
        name: `Statement of applicability of ${testSpecification.name} today`,
      }),
    ).toHaveAttribute('href', `/praxis/specification/${testSpecification.id}/soa`);

    await user.click(screen.getByRole('button', { name: 'Close audit' }));
    await waitFor(() => expect(put).toEqual([{ status: 'closed' }]));
    expect(await screen.findByText('The audit is now closed')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Snapshots' }));
    expect(router.state.location.search).toBe('?tab=snapshots');
    expect(screen.getByRole('tabpanel', { name: 'Snapshots' })).toBeInTheDocument();
  });

  it('freezes after saying what it seals, and verifies a snapshot part by part', async () => {
    const sealed: AuditSnapshot = {
      ...testSnapshot,
      id: '00000000-0000-4000-8000-0000000000b2',
      sha256: 'cd34'.repeat(16),
      manifest: {
        format: 1,
        auditId: audit.id,
        companyId: testMe().company.id,
        takenAt: testSnapshot.takenAt,
        takenBy: null,
        parts: [],
      },
    };
    const verification: SnapshotVerification = {
      snapshotId: testSnapshot.id,
      matches: false,
      sealedSha256: testSnapshot.sha256,
      computedSha256: 'ef56'.repeat(16),
      parts: [
        {
          specificationId: testSpecification.id,
          name: testSpecification.name,
          matches: false,
          sealedSha256: 'a',
          computedSha256: 'b',
        },
      ],
      checkedAt: '2026-03-03T10:00:00.000Z',
    };
    let frozen = 0;
    const { user } = open({
      [`POST ${auditPath}/snapshots`]: () => {
        frozen += 1;
        return jsonResponse(sealed, 201);
      },
      [`GET ${snapshotPath}/verify`]: () => jsonResponse(verification),
    });
    await user.click(await screen.findByRole('tab', { name: 'Snapshots' }));
    const card = screen.getByRole('article', { name: /^Snapshot of Mar 2, 2026/ });
    expect(within(card).getByLabelText('SHA-256')).toHaveTextContent(testSnapshot.sha256);
    expect(card).toHaveTextContent('Taken by Ulf User');
    expect(
      within(card).getByRole('link', { name: `Report of ${testSpecification.name} as sealed` }),
    ).toHaveAttribute(
      'href',
      `/audits/${audit.id}/snapshots/${testSnapshot.id}/report?specificationId=${testSpecification.id}`,
    );
    for (const format of ['OSCAL JSON', 'CSV']) {
      within(card).getByRole('button', { name: `Export ${testSpecification.name} as sealed, as ${format}` });
    }
    expect(within(card).getByRole('link', { name: 'Compare' })).toHaveAttribute(
      'href',
      `/audits/${audit.id}/compare?from=${testSnapshot.id}&with=today`,
    );

    await user.click(within(card).getByRole('button', { name: 'Verify' }));
    const result = await within(card).findByRole('status', { name: 'Verification' });
    await waitFor(() =>
      expect(result).toHaveTextContent(
        `Whole snapshot: Does not match${testSpecification.name}: Does not match`,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Freeze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Freeze the audit' });
    expect(dialog).toHaveTextContent('A snapshot never changes');
    expect(frozen).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Freeze' }));
    expect(await screen.findByText(`Snapshot sealed, SHA-256 ${sealed.sha256}`)).toBeInTheDocument();
    expect(frozen).toBe(1);
  });

  it('lets a Reader read the audit without the buttons that change it, and save its report', async () => {
    const saved = fakeDownloads();
    const documents: string[] = [];
    const { user } = open(
      {
        [`GET ${auditPath}/report`]: ({ url }) => {
          documents.push(url.search);
          return fileResponse('audit-report.docx');
        },
      },
      'Reader',
    );
    expect(await screen.findByRole('heading', { level: 1, name: audit.title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close audit' })).not.toBeInTheDocument();
    // The report of the latest snapshot, which the server picks.
    await downloadAs(user, 'Word (.docx)');
    await waitFor(() => expect(saved).toEqual(['audit-report.docx']));
    expect(documents).toEqual(['?format=docx&paper=A4']);
    await user.click(screen.getByRole('tab', { name: 'Snapshots' }));
    expect(screen.queryByRole('button', { name: 'Freeze' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeInTheDocument();
  });
});

import type { AuditSnapshot, SnapshotPart, StatementOfApplicability } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { downloadAs, fakeDownloads, fileResponse } from '../../../test/downloads';
import { jsonResponse } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { testReport } from '../../report/testReport';
import { testSpecification } from '../../specification/testSpecifications';
import { testAudit, testSnapshot } from '../testAudits';

const audit = testAudit();
const snapshotPath = `/v2/audits/${audit.id}/snapshots/${testSnapshot.id}`;
const snapshot: AuditSnapshot = {
  ...testSnapshot,
  manifest: {
    format: 1,
    auditId: audit.id,
    companyId: '00000000-0000-4000-8000-0000000000f1',
    takenAt: testSnapshot.takenAt,
    takenBy: null,
    parts: [],
  },
};
const specification = { id: testSpecification.id, legacyId: 7, name: testSpecification.name };
const row = {
  requirementId: '00000000-0000-4000-8000-0000000000d1',
  name: 'GV.OC-01 Mission is understood',
  topic: 'Govern',
  depth: 1,
  applicable: true,
  justification: null,
  status: 'implemented' as const,
  controls: [
    { id: '00000000-0000-4000-8000-0000000000e1', identifier: 'KON-007', name: 'Mission statement' },
  ],
};
const statement = (sealed: boolean): StatementOfApplicability => ({
  specification,
  snapshot: sealed ? testSnapshot : null,
  generatedAt: '2026-04-01T08:00:00.000Z',
  rows: [
    row,
    {
      ...row,
      requirementId: '00000000-0000-4000-8000-0000000000d2',
      name: 'ID-01 Assets',
      status: 'excluded',
      applicable: false,
      justification: 'We own no hardware.',
      controls: [],
    },
  ],
});

describe('the Statement of Applicability and the sealed report', () => {
  it('prints the SoA of today: requirement, topic, applicability, justification, status and controls', async () => {
    renderRoute(`/praxis/specification/${testSpecification.id}/soa`, {
      api: { [`GET /v2/specifications/${testSpecification.id}/soa`]: () => jsonResponse(statement(false)) },
    });
    const soa = await screen.findByRole('article', { name: testSpecification.name });
    expect(soa).toHaveTextContent('Date: Apr 1, 2026');
    const rows = within(within(soa).getByRole('table')).getAllByRole<HTMLTableRowElement>('row');
    expect(rows.map((tr) => [...tr.cells].map((cell) => cell.textContent))).toEqual([
      ['Requirement', 'Topic', 'Applicable', 'Justification', 'Implementation', 'Controls'],
      ['GV.OC-01 Mission is understood', 'Govern', 'Yes', '', 'Implemented', 'KON-007 Mission statement'],
      ['ID-01 Assets', 'Govern', 'No', 'We own no hardware.', 'Excluded', ''],
    ]);
    expect(within(soa).getByRole('button', { name: 'Print' })).toBeInTheDocument();
  });

  it('dates the SoA as sealed, names it by the snapshot SHA-256 and saves it as sealed', async () => {
    const saved = fakeDownloads();
    const documents: string[] = [];
    renderRoute(`/audits/${audit.id}/snapshots/${testSnapshot.id}/soa?specificationId=${specification.id}`, {
      api: {
        [`GET ${snapshotPath}`]: () => jsonResponse(snapshot),
        [`GET ${snapshotPath}/soa`]: ({ url }) => {
          if (url.searchParams.get('specificationId') !== specification.id) return jsonResponse({}, 400);
          if (!url.searchParams.has('format')) return jsonResponse(statement(true));
          documents.push(url.search);
          return fileResponse('soa.docx');
        },
      },
    });
    const soa = await screen.findByRole('article', { name: testSpecification.name });
    expect(soa).toHaveTextContent('Sealed: Mar 2, 2026');
    expect(soa).toHaveTextContent(`SHA-256 of the snapshot: ${testSnapshot.sha256}`);
    await downloadAs(userEvent.setup(), 'Word (.docx)');
    await waitFor(() => expect(saved).toEqual(['soa.docx']));
    expect(documents).toEqual([`?specificationId=${specification.id}&format=docx&paper=A4`]);
  });

  it('shows the report as the snapshot sealed it, with the sealed evidence archive', async () => {
    const part: SnapshotPart = { ...testReport(), parameters: [] };
    const saved = fakeDownloads();
    const archives: string[] = [];
    const documents: string[] = [];
    renderRoute(
      `/audits/${audit.id}/snapshots/${testSnapshot.id}/report?specificationId=${specification.id}`,
      {
        api: {
          [`GET ${snapshotPath}`]: () => jsonResponse(snapshot),
          [`GET ${snapshotPath}/report`]: ({ url }) => {
            if (!url.searchParams.has('format')) return jsonResponse(part);
            documents.push(url.search);
            return fileResponse('report.pdf');
          },
          [`GET ${snapshotPath}/evidence.zip`]: ({ url }) => {
            archives.push(url.search);
            return new Response('zip', { headers: { 'Content-Type': 'application/zip' } });
          },
        },
      },
    );
    const report = await screen.findByRole('article', { name: testSpecification.name });
    expect(report).toHaveTextContent('Sealed: Mar 2, 2026');
    expect(report).toHaveTextContent(`SHA-256 of the snapshot: ${testSnapshot.sha256}`);
    expect(within(report).getByRole('region', { name: 'Statement of applicability' })).toBeInTheDocument();
    // The recurring work of the sealed period, which a sealed report does not let anyone change.
    const recurring = within(report).getByRole('region', { name: 'Recurring work' });
    expect(recurring).toHaveTextContent('From Jun 2, 2025 to Jun 1, 2026, counted on Jun 1, 2026.');
    expect(within(recurring).queryByLabelText('From')).toBeNull();
    await userEvent.setup().click(within(report).getByRole('button', { name: 'Download evidence (zip)' }));
    await waitFor(() => expect(saved).toEqual([`${testSpecification.name} evidence.zip`]));
    expect(archives).toEqual([`?specificationId=${specification.id}`]);
    // The report as a document, dated at the seal by the server.
    await downloadAs(userEvent.setup(), 'PDF');
    await waitFor(() => expect(saved).toEqual([`${testSpecification.name} evidence.zip`, 'report.pdf']));
    expect(documents).toEqual([`?specificationId=${specification.id}&format=pdf&paper=A4`]);
  });

  it('says that a snapshot sealed before recurring work was sealed has none', async () => {
    const { recurringWork: _none, ...sealedBefore } = testReport();
    renderRoute(
      `/audits/${audit.id}/snapshots/${testSnapshot.id}/report?specificationId=${specification.id}`,
      {
        api: {
          [`GET ${snapshotPath}`]: () => jsonResponse(snapshot),
          [`GET ${snapshotPath}/report`]: () => jsonResponse({ ...sealedBefore, parameters: [] }),
        },
      },
    );
    const report = await screen.findByRole('article', { name: testSpecification.name });
    expect(within(report).getByRole('region', { name: 'Recurring work' })).toHaveTextContent(
      'This snapshot was sealed before recurring work was part of snapshots.',
    );
  });
});

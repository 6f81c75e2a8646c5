import type { ComparedState, Comparison } from '@praxis/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fakeApi';
import { renderRoute } from '../../../test/renderRoute';
import { testSpecification } from '../../specification/testSpecifications';
import { testAudit, testSnapshot } from '../testAudits';

const audit = testAudit();
const state: ComparedState = {
  semaphore: 'red',
  applicable: null,
  justification: null,
  maturities: [{ classId: 'current', level: 1 }],
  controls: [],
  evidence: [],
};
const topic = (id: string, name: string, changed: number) => ({
  specificationId: testSpecification.id,
  topicId: id,
  name,
  requirements: 3,
  changed,
});
const govern = '00000000-0000-4000-8000-0000000000c1';
const identify = '00000000-0000-4000-8000-0000000000c2';
const comparison: Comparison = {
  from: { snapshotId: testSnapshot.id, takenAt: testSnapshot.takenAt },
  to: { snapshotId: null, takenAt: '2026-04-01T08:00:00.000Z' },
  topics: [topic(govern, 'Govern', 1), topic(identify, 'Identify', 1)],
  changes: [
    {
      requirementId: '00000000-0000-4000-8000-0000000000d1',
      name: 'GV.OC-01 Mission is understood',
      specificationId: testSpecification.id,
      topicId: govern,
      aspects: ['colour', 'controls'],
      before: state,
      after: { ...state, semaphore: 'green', controls: ['KON-007'] },
    },
    {
      requirementId: '00000000-0000-4000-8000-0000000000d2',
      name: 'ID-01 Assets are inventoried',
      specificationId: testSpecification.id,
      topicId: identify,
      aspects: ['applicability'],
      before: state,
      after: { ...state, applicable: false, justification: 'We own no hardware.' },
    },
  ],
};

describe('comparing a snapshot (/audits/:id/compare)', () => {
  it('summarises per topic, shows before and after in words, and keeps the filters in the address', async () => {
    const asked: string[] = [];
    const { router } = renderRoute(`/audits/${audit.id}/compare?from=${testSnapshot.id}&with=today`, {
      api: {
        [`GET /v2/audits/${audit.id}`]: () => jsonResponse(audit),
        'GET /v2/audits': () => jsonResponse([audit]),
        [`GET /v2/audits/${audit.id}/snapshots/${testSnapshot.id}/compare`]: ({ url }) => {
          asked.push(url.search);
          return jsonResponse(comparison);
        },
      },
    });
    const summary = await screen.findByRole('table', { name: 'Changes per topic' });
    expect(within(summary).getByRole('row', { name: /Govern/ })).toHaveTextContent('1 of 3');
    expect(asked).toEqual(['?with=today']);
    expect(screen.getByRole('heading', { level: 2, name: '2 changed requirements' })).toBeInTheDocument();

    const mission = screen.getByRole('table', { name: 'GV.OC-01 Mission is understood' });
    const colour = within(mission).getByRole('row', { name: /Colour/ });
    expect(within(colour).getByRole('img', { name: 'Semaphore: Red' })).toBeInTheDocument();
    expect(within(colour).getByRole('img', { name: 'Semaphore: Green' })).toBeInTheDocument();
    expect(within(mission).getByRole('row', { name: /Controls/ })).toHaveTextContent('ControlsNoneKON-007');
    expect(screen.getByRole('table', { name: 'ID-01 Assets are inventoried' })).toHaveTextContent(
      'Not applicable – Justification: We own no hardware.',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Aspect' }));
    await user.click(screen.getByRole('option', { name: 'Applicability' }));
    await waitFor(() => expect(router.state.location.search).toContain('aspect=applicability'));
    expect(screen.getByRole('heading', { level: 2, name: '1 changed requirement' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'GV.OC-01 Mission is understood' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Topic' }));
    await user.click(screen.getByRole('option', { name: 'Govern' }));
    await waitFor(() => expect(router.state.location.search).toContain(`topicId=${govern}`));
    expect(screen.getByText('Nothing changed.')).toBeInTheDocument();
  });
});

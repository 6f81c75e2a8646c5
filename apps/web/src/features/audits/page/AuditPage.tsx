import { Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { auditsRoutes, can } from '@praxis/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { DownloadMenu } from '../../../components/DownloadMenu';
import { Loaded } from '../../../components/Loaded';
import { useApi } from '../../../lib/useApi';
import { useCan } from '../../auth/useCan';
import { useMe } from '../../auth/useMe';
import { AuditDialog } from '../list/AuditDialog';
import { DeleteAuditDialog } from '../list/DeleteAuditDialog';
import { useAudit } from '../useAudits';
import { AuditBreadcrumbs } from './AuditBreadcrumbs';
import { AuditStatusAction } from './AuditStatusAction';
import { auditTabs } from './auditTabs';

/**
 * `/audits/:id`: one audit, its status actions, its tabs (`?tab=`) and, once a snapshot is sealed, the audit
 * report to download.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const api = useApi();
  const { role } = useMe();
  const canWrite = useCan('audit:write');
  const audit = useAudit(id);
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null);
  const tabs = auditTabs.filter((tab) => tab.permission === undefined || can(role, tab.permission));
  const current = tabs.find((tab) => tab.value === params.get('tab')) ?? tabs[0];

  return (
    <Loaded query={audit}>
      {(data) => (
        <Stack>
          <AuditBreadcrumbs audit={data} />
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={1}>{data.title}</Title>
              <Group gap="xs">
                <Badge variant="light">{t(`audits.statuses.${data.status}`)}</Badge>
                <Text c="dimmed">{t(`audits.kinds.${data.kind}`)}</Text>
              </Group>
            </div>
            <Group gap="xs">
              {canWrite && (
                <>
                  <AuditStatusAction audit={data} />
                  <Button variant="default" onClick={() => setOpen('edit')}>
                    {t('audits.edit')}
                  </Button>
                  <Button variant="default" color="red" onClick={() => setOpen('delete')}>
                    {t('audits.delete')}
                  </Button>
                </>
              )}
              {/* The report of the latest sealed snapshot, which the server picks; before the first seal it
                  shows today's state and says it is not sealed. */}
              <DownloadMenu
                url={(query) => api.url(auditsRoutes.auditReport, { params: { id }, query })}
                fileName={data.title}
              />
            </Group>
          </Group>
          <Tabs
            value={current?.value ?? null}
            onChange={(tab) => setParams(tab === null ? {} : { tab }, { replace: true })}
            keepMounted={false}
          >
            <Tabs.List>
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value}>
                  {tab.label(t)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {tabs.map(({ value, Panel }) => (
              <Tabs.Panel key={value} value={value} pt="md">
                <Panel audit={data} />
              </Tabs.Panel>
            ))}
          </Tabs>
          {open === 'edit' && <AuditDialog audit={data} onClose={() => setOpen(null)} />}
          {open === 'delete' && (
            <DeleteAuditDialog
              audit={data}
              onClose={() => setOpen(null)}
              onDeleted={() => navigate('/audits')}
            />
          )}
        </Stack>
      )}
    </Loaded>
  );
}

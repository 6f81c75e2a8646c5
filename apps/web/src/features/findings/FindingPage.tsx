import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loaded } from '../../components/Loaded';
import { FindingDetails } from './FindingDetails';
import { useFinding, useFindingAudit } from './useFindings';

/** `/praxis/findings/:id`: one finding on a page of its own, where its notifications lead. */
export function FindingPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const finding = useFinding(id);
  const audit = useFindingAudit(finding.data?.auditId);
  return (
    <Loaded query={finding}>
      {(loaded) => (
        <Stack>
          <div>
            <Text ff="monospace" size="sm" c="dimmed">
              {loaded.identifier}
            </Text>
            <Title order={1}>{loaded.title}</Title>
            <Text c="dimmed">{t('findings.ofAudit', { title: loaded.auditTitle })}</Text>
          </div>
          <Loaded query={audit}>{(a) => <FindingDetails finding={loaded} audit={a} />}</Loaded>
        </Stack>
      )}
    </Loaded>
  );
}

import { Group, Stack, Text } from '@mantine/core';
import type { Finding } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../components/CollapsibleSection';
import { useFormatDateTime } from '../../lib/useFormatDateTime';
import { FindingStatusBadge } from './FindingStatusBadge';
import { personName } from './useFindings';

/** Every change of the finding's status, oldest first, with who made it and their comment. */
export function FindingHistory({ finding }: { finding: Finding }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <CollapsibleSection title={t('findings.history')} count={finding.history.length}>
      <Stack
        component="ol"
        gap="xs"
        aria-label={t('findings.history')}
        style={{ paddingLeft: 0, listStyle: 'none' }}
      >
        {finding.history.map((step) => (
          <li key={`${step.at}-${step.status}`}>
            <Group gap="xs">
              <FindingStatusBadge status={step.status} />
              <Text size="sm">
                {t('findings.step', {
                  at: formatDateTime(step.at, ''),
                  by: step.by === null ? t('findings.someone') : personName(step.by),
                })}
              </Text>
            </Group>
            {step.comment !== null && <Text size="sm">{step.comment}</Text>}
          </li>
        ))}
      </Stack>
    </CollapsibleSection>
  );
}

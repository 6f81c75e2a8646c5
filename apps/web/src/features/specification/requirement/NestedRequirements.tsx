import { Anchor, Group, List, Text, Title } from '@mantine/core';
import type { SpecificationElement } from '@praxis/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SemaphoreBadges } from '../../../components/charts/SemaphoreBadges';
import { SemaphoreDot } from '../../../components/charts/SemaphoreDot';
import { useSpecificationState } from '../navigation/useSpecificationState';

interface NestedRequirementsProps {
  element: SpecificationElement;
  /** 'parent' above the title, 'children' as a section of its own. */
  part: 'parent' | 'children';
}

/** A link that chooses another requirement of the specification on screen, as the index does. */
function RequirementLink({ requirement }: { requirement: SpecificationElement }) {
  return (
    <Anchor component={Link} to={{ search: `?requirement=${requirement.id}` }} size="sm">
      <Text span ff="monospace" size="xs">
        {requirement.code}
      </Text>{' '}
      {requirement.name}
    </Anchor>
  );
}

/**
 * The requirement a requirement is nested in (an enhancement's control), or the requirements nested in it
 * with their own colours and, beside the heading, how many show each colour; nothing for a requirement
 * without either.
 */
export function NestedRequirements({ element, part }: NestedRequirementsProps) {
  const { t } = useTranslation();
  const requirements = useSpecificationState((state) => state.requirements);
  const parent = useMemo(
    () => requirements.find((requirement) => requirement.id === element.parentId),
    [requirements, element.parentId],
  );
  const children = useMemo(
    () =>
      requirements
        .filter((requirement) => requirement.parentId === element.id)
        .sort((a, b) => a.order - b.order),
    [requirements, element.id],
  );

  if (part === 'parent') {
    return parent === undefined ? null : (
      <Group gap={6} wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('requirement.nested.partOf')}
        </Text>
        <RequirementLink requirement={parent} />
      </Group>
    );
  }
  if (children.length === 0) return null;
  return (
    <section aria-labelledby="requirement-children">
      <Group gap="sm" mb="xs" align="center">
        <Title order={2} size="h4" id="requirement-children">
          {t('requirement.nested.children')}
        </Title>
        {element.counts !== null && <SemaphoreBadges counts={element.counts} compact />}
      </Group>
      <List listStyleType="none" spacing={4}>
        {children.map((child) => (
          <List.Item key={child.id}>
            <Group gap={6} wrap="nowrap">
              <SemaphoreDot colour={child.semaphore ?? 'gray'} />
              <RequirementLink requirement={child} />
            </Group>
          </List.Item>
        ))}
      </List>
    </section>
  );
}

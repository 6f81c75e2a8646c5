import { Group, Text, VisuallyHidden } from '@mantine/core';
import IconArrowDownRight from '@tabler/icons-react/icons/IconArrowDownRight';
import IconArrowRight from '@tabler/icons-react/icons/IconArrowRight';
import IconArrowUpRight from '@tabler/icons-react/icons/IconArrowUpRight';
import { useTranslation } from 'react-i18next';

interface RiskMovementProps {
  inherent: number;
  residual: number;
  /** Says the movement in words on screen; otherwise the arrow shows and only screen readers hear it. */
  withScores?: boolean;
}

/** How a scenario's score moves from inherent to residual: an arrow down (reduced), up, or across. */
export function RiskMovement({ inherent, residual, withScores = false }: RiskMovementProps) {
  const { t } = useTranslation();
  const direction = residual < inherent ? 'down' : residual > inherent ? 'up' : 'same';
  const Icon = { down: IconArrowDownRight, up: IconArrowUpRight, same: IconArrowRight }[direction];
  const text = t(`risks.movement.${direction}`, { from: inherent, to: residual });
  return (
    <Group component="span" gap={4} wrap="nowrap" display="inline-flex" style={{ verticalAlign: 'middle' }}>
      <Icon size={16} aria-hidden color={direction === 'up' ? 'var(--mantine-color-red-7)' : undefined} />
      {withScores ? (
        <Text component="span" size="sm">
          {text}
        </Text>
      ) : (
        <VisuallyHidden>{text}</VisuallyHidden>
      )}
    </Group>
  );
}

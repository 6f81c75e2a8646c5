import { Group, Select, Stack } from '@mantine/core';
import {
  MATURITY_COMMENT_MAX_CHARS,
  type Maturity,
  type MaturityClassInfo,
  maturityLevels,
} from '@praxis/contract';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../components/IconButton';
import { AutosaveTextInput } from '../../items/fields/AutosaveTextInput';

interface MaturityFieldProps {
  maturityClass: MaturityClassInfo;
  maturity: Maturity | null;
  editable: boolean;
  onLevel: (level: number) => void;
  onComment: (comment: string) => void;
  onRemove: () => void;
}

/** One maturity class of a requirement (current or target): its level 1-6 by name, and a comment. */
export function MaturityField({
  maturityClass,
  maturity,
  editable,
  onLevel,
  onComment,
  onRemove,
}: MaturityFieldProps) {
  const { t } = useTranslation();
  const className = t(`maturity.classes.${maturityClass.id}`);
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Select
          style={{ flex: 1 }}
          label={className}
          placeholder={t('maturity.notAssessed')}
          data={maturityLevels.map(({ level, name }) => ({
            value: String(level),
            label: t('maturity.levelName', { level, name: t(`maturity.levels.${name}`) }),
          }))}
          value={maturity === null ? null : String(maturity.level)}
          onChange={(value) => value !== null && onLevel(Number(value))}
          readOnly={!editable}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        {editable && maturity !== null && (
          <IconButton
            color="red"
            size="lg"
            label={t('maturity.remove', { class: className })}
            icon={IconTrash}
            data-testid="remove-maturity"
            onClick={onRemove}
          />
        )}
      </Group>
      <AutosaveTextInput
        label={t('maturity.commentOf', { class: className })}
        saved={maturity?.comment ?? ''}
        onSave={onComment}
        // A comment belongs to a level: there is nothing to comment on before one is chosen.
        readOnly={!editable || maturity === null}
        maxLength={MATURITY_COMMENT_MAX_CHARS}
      />
    </Stack>
  );
}

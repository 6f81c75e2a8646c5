import { Stack, Text } from '@mantine/core';
import type { DocumentationOwnerCategory, Entity } from '@praxis/contract';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '../../components/InlineLoader';
import { useCan } from '../auth/useCan';
import { ScheduleSection } from '../schedules/ScheduleSection';
import { DocumentationItem } from './DocumentationItem';
import type { DocumentationEntry } from './documentationApi';
import { useItemDocumentation } from './useItemDocumentation';

export interface ItemDocumentationProps {
  /** The item's register, as in API paths: 'Assets', 'Products', 'Executions', ... */
  category: DocumentationOwnerCategory;
  /** The item (an `Item` of the contract will do: only `id` and `legacyId` are read). */
  item: Entity;
  /** Shows every text read-only (execution details); authoritative texts and readers always are. */
  readOnly?: boolean;
  /** An authoritative text the screen already shows (a requirement's statement), left out here. */
  shownElsewhere?: string | null;
  /** Reads the texts some other way than their own call (a requirement's come with its whole view). */
  load?: (signal: AbortSignal) => Promise<DocumentationEntry[]>;
}

/**
 * The documentation section of the item details dialog: drop in `<ItemDocumentation category="Assets"
 * item={item} />`. It loads, autosaves and deletes the item's documentation itself, and plans its review.
 */
export function ItemDocumentation({
  category,
  item,
  readOnly,
  shownElsewhere,
  load,
}: ItemDocumentationProps) {
  const { t } = useTranslation();
  const { entries, isLoading, isError, save, remove } = useItemDocumentation(category, item, load);
  const canWrite = useCan('data:write');
  if (isLoading) return <InlineLoader />;
  if (isError) return <Text c="red">{t('forms.loadFailed')}</Text>;
  return (
    <Stack gap="sm">
      {entries
        .filter((entry) => !(entry.purpose === 'authoritative' && entry.content === shownElsewhere))
        .map((entry) => (
          <DocumentationItem
            key={entry.purpose === 'internal' ? `internal-${entry.className}` : `authoritative-${entry.id}`}
            documentation={entry}
            onSave={(content) => save(entry.className, content)}
            onDelete={() => remove(entry)}
            readOnly={readOnly}
          />
        ))}
      <ScheduleSection
        holder={{ category, id: item.id }}
        subject="documentation"
        editable={canWrite && !readOnly}
      />
    </Stack>
  );
}

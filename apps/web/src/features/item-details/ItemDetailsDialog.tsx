import { CopyButton, Group, Loader, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { type Item, type ItemCategory, itemRoutes, ownedBy, registers } from '@praxis/contract';
import IconCopy from '@tabler/icons-react/icons/IconCopy';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/dialogs/Dialog';
import { IconButton } from '../../components/IconButton';
import { showSuccessToast } from '../../lib/toast';
import { useApi } from '../../lib/useApi';
import { useCan } from '../auth/useCan';
import { EvidencePanel } from '../evidence/EvidencePanel';
import { isEvidenceOwnerCategory } from '../evidence/evidenceOwner';
import { ItemFields } from '../items/fields/ItemFields';
import { itemQueryKeys } from '../items/itemQueryKeys';
import { ConnectionSection } from '../items/relations/ConnectionSection';
import { useCategoryNames } from '../items/useCategoryNames';
import { LabelPicker } from '../labels/LabelPicker';
import { ScheduleSection } from '../schedules/ScheduleSection';
import { TreatmentPanel } from '../treatments/TreatmentPanel';

interface ItemDetailsDialogProps {
  category: ItemCategory;
  initialItem: Item;
  /** Only the topmost of stacked dialogs listens to Escape and holds the focus. */
  onTop: boolean;
  onClose: () => void;
}

/** An item's details: its identifier, the register's fields, and its connection sections. */
export function ItemDetailsDialog({ category, initialItem, onTop, onClose }: ItemDetailsDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const names = useCategoryNames(category);
  const editable = useCan('data:write');
  const params = { id: initialItem };
  const item = useQuery({
    queryKey: itemQueryKeys.item(category, initialItem.id),
    queryFn: ({ signal }) => api.call(ownedBy(itemRoutes.get, category), { params }, signal),
    placeholderData: initialItem,
  });
  const relations = useQuery({
    queryKey: itemQueryKeys.relations(category, initialItem.id),
    queryFn: ({ signal }) => api.call(ownedBy(itemRoutes.relations, category), { params }, signal),
  });
  const current = item.data ?? initialItem;
  const title = t('items.detailsTitle', { category: names.singular });
  // Escape closes the innermost dialog around the focus, or this one when the focus is in none (on the page
  // after a download, say). Mantine's own Escape listens on the whole window, so it would close this dialog
  // too when Escape closes one opened over it (an image's lightbox, a confirmation, a popover). An open
  // dropdown marks its input to keep the Escape that closes it. Listened to in the capture phase, as Mantine
  // does: a handler inside the dialog that stops the event must not swallow it.
  const id = useId();
  useWindowEvent(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !onTop || !(event.target instanceof Element)) return;
      const innermost = event.target.closest('[role="dialog"]');
      if (
        (innermost === null || innermost.getAttribute('aria-labelledby') === `${id}-title`) &&
        event.target.getAttribute('data-mantine-stop-propagation') !== 'true'
      ) {
        onClose();
      }
    },
    { capture: true },
  );

  return (
    <Dialog onClose={onClose} title={title} size="lg" trapFocus={onTop} closeOnEscape={false} id={id}>
      <Stack>
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {t('items.identifier')}
          </Text>
          <Text size="sm" ff="monospace">
            {current.identifier}
          </Text>
          <CopyButton value={current.identifier}>
            {({ copy }) => (
              <IconButton
                label={t('items.copyIdentifier')}
                icon={IconCopy}
                data-testid="copy-identifier"
                onClick={() => {
                  copy();
                  showSuccessToast(t('items.identifierCopied'));
                }}
              />
            )}
          </CopyButton>
        </Group>
        <LabelPicker category={category} owner={current} labels={current.labels} editable={editable} />
        <ItemFields category={category} item={current} relations={relations.data ?? []} editable={editable} />
        {registers[category].schedule !== null && (
          <ScheduleSection holder={{ category, id: current.id }} subject="work" editable={editable} />
        )}
        {category === 'Threats' && (
          <TreatmentPanel
            threat={{ id: current.id, name: current.name ?? current.identifier }}
            editable={editable}
          />
        )}
        {isEvidenceOwnerCategory(category) && (
          <EvidencePanel owner={{ category, id: current.id }} editable={editable} />
        )}
        {category !== 'Executions' &&
          (relations.isPending ? (
            <Loader size="sm" />
          ) : (
            (relations.data ?? []).map((group) => (
              <ConnectionSection
                key={group.name}
                owner={{ category, item: current }}
                group={group}
                editable={editable}
              />
            ))
          ))}
      </Stack>
    </Dialog>
  );
}

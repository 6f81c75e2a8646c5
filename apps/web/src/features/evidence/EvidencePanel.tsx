import { Button, Stack, Text } from '@mantine/core';
import { type Evidence, evidenceRoutes, ownedBy } from '@praxis/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsibleSection } from '../../components/CollapsibleSection';
import { InlineLoader } from '../../components/InlineLoader';
import { isApiError } from '../../lib/api';
import { showErrorToast } from '../../lib/toast';
import { useApi } from '../../lib/useApi';
import { EvidenceDropzone } from './EvidenceDropzone';
import { EvidenceRow } from './EvidenceRow';
import { type EvidenceOwner, evidenceListKey } from './evidenceOwner';
import { LinkEvidenceDialog } from './LinkEvidenceDialog';
import { UploadEvidenceDialog } from './UploadEvidenceDialog';

interface EvidencePanelProps {
  owner: EvidenceOwner;
  editable: boolean;
  /** Reads the list some other way than its own call (a requirement's comes with its whole view). */
  load?: (signal: AbortSignal) => Promise<Evidence[]>;
}

/**
 * The proof behind an item, an execution or a requirement, in the style of a connection section: a file
 * dropped on the zone, or chosen through it, opens the upload form; a link has a form of its own.
 */
export function EvidencePanel({ owner, editable, load }: EvidencePanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const [dropped, setDropped] = useState<File | null>(null);
  const [linking, setLinking] = useState(false);
  const evidence = useQuery({
    queryKey: evidenceListKey(owner),
    queryFn: ({ signal }) =>
      load
        ? load(signal)
        : api.call(ownedBy(evidenceRoutes.list, owner.category), { params: { id: owner.id } }, signal),
    retry: false,
  });
  useEffect(() => {
    if (evidence.isError) {
      const status = isApiError(evidence.error) ? evidence.error.status : undefined;
      showErrorToast(t('evidence.notLoaded'), status);
    }
  }, [evidence.isError, evidence.error, t]);
  const list = evidence.data ?? [];

  return (
    <CollapsibleSection
      title={t('evidence.title')}
      count={evidence.data?.length}
      actions={
        editable && (
          <Button size="xs" variant="light" onClick={() => setLinking(true)}>
            {t('evidence.addLink')}
          </Button>
        )
      }
    >
      <Stack gap="xs">
        {editable && (
          <EvidenceDropzone
            label={t('evidence.uploadFile')}
            hint={t('evidence.dropHint')}
            onFile={setDropped}
          />
        )}
        {evidence.isPending ? (
          <InlineLoader />
        ) : list.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('evidence.empty')}
          </Text>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            aria-label={t('evidence.title')}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {list.map((item) => (
              <EvidenceRow key={item.id} evidence={item} editable={editable} />
            ))}
          </Stack>
        )}
      </Stack>
      {dropped !== null && (
        <UploadEvidenceDialog owner={owner} file={dropped} onClose={() => setDropped(null)} />
      )}
      {linking && <LinkEvidenceDialog owner={owner} onClose={() => setLinking(false)} />}
    </CollapsibleSection>
  );
}

import { Button, Fieldset, Menu } from '@mantine/core';
import { type DocumentFormat, documentFormats, type PaperSize, paperSizes } from '@praxis/contract';
import IconChevronDown from '@tabler/icons-react/icons/IconChevronDown';
import IconDownload from '@tabler/icons-react/icons/IconDownload';
import IconFileTypeDocx from '@tabler/icons-react/icons/IconFileTypeDocx';
import IconFileTypePdf from '@tabler/icons-react/icons/IconFileTypePdf';
import IconFileTypeXls from '@tabler/icons-react/icons/IconFileTypeXls';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFileTransfer } from '../lib/useFileTransfer';
import { useApiErrorToast } from './form/useApiErrorToast';

/** Where a page's document is, in a format and on a paper: `api.url` of the page's route with that query. */
export type DocumentUrl = (query: { format: DocumentFormat; paper: PaperSize }) => string;

const icons = { pdf: IconFileTypePdf, docx: IconFileTypeDocx, xlsx: IconFileTypeXls };

interface DownloadMenuProps {
  url: DocumentUrl;
  /** The file's name without its extension, should the server's answer not name it. */
  fileName: string;
}

/**
 * The 'Download' button of a page the server also writes as a document: its menu saves the page as PDF, Word
 * or a workbook, on the paper chosen in it (A4 unless changed; a workbook has no paper). The file is named
 * as the server names it; a large document takes seconds, so the button spins until it is saved.
 */
export function DownloadMenu({ url, fileName }: DownloadMenuProps) {
  const { t } = useTranslation();
  const { download } = useFileTransfer();
  const showApiError = useApiErrorToast();
  const [paper, setPaper] = useState<PaperSize>('A4');
  const [saving, setSaving] = useState(false);
  const paperLabel = useId();

  const save = (format: DocumentFormat) => {
    setSaving(true);
    download(url({ format, paper }), `${fileName}.${format}`)
      .catch((error: unknown) => showApiError(t('downloads.failed'), error))
      .finally(() => setSaving(false));
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          loading={saving}
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('downloads.download')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {documentFormats.map((format) => {
          const Icon = icons[format];
          return (
            <Menu.Item key={format} leftSection={<Icon size={16} aria-hidden />} onClick={() => save(format)}>
              {t(`downloads.formats.${format}`)}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Fieldset variant="unstyled" p={0} m={0} aria-labelledby={paperLabel}>
          <Menu.Label id={paperLabel}>{t('downloads.paper')}</Menu.Label>
          <Menu.RadioGroup value={paper} onChange={(value) => setPaper(value as PaperSize)}>
            {paperSizes.map((size) => (
              <Menu.RadioItem key={size} value={size}>
                {t(`downloads.papers.${size}`)}
              </Menu.RadioItem>
            ))}
          </Menu.RadioGroup>
        </Fieldset>
      </Menu.Dropdown>
    </Menu>
  );
}

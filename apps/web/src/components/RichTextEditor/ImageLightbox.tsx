import { Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../dialogs/Dialog';

interface ImageLightboxProps {
  /** The image to show full size; null keeps the lightbox closed. */
  image: { src: string; alt: string } | null;
  onClose: () => void;
}

/** An image at its full size over the page; Escape, the close button or a click outside close it. */
export function ImageLightbox({ image, onClose }: ImageLightboxProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      opened={image !== null}
      onClose={onClose}
      size="auto"
      centered
      title={image?.alt || t('editor.image.lightbox')}
    >
      {image !== null && (
        <Image src={image.src} alt={image.alt} maw="90vw" mah="80vh" fit="contain" w="auto" />
      )}
    </Dialog>
  );
}

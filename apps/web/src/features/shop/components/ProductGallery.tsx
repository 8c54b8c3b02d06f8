import { Group, Image, Stack, UnstyledButton } from '@mantine/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '@saldo/contracts/shop';

/**
 * The product page's gallery: the main picture (the server's resized variant) and a thumbnail
 * (its small variant) for each picture, which shows it. The thumbnails are buttons, so Tab and
 * Enter work; the arrow keys, Home and End move between them as in a toolbar. With no uploaded
 * picture, the catalogue's drawing alone.
 */
export function ProductGallery({
  name,
  images,
  fallback,
}: {
  name: string;
  images: ProductImage[];
  fallback: string;
}) {
  const { t } = useTranslation('shop');
  const [selected, setSelected] = useState(0);
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const current = images[Math.min(selected, count - 1)];
  const alt = (index: number) => t('gallery.picture', { name, index: index + 1, count });

  if (!current) return <Image src={fallback || undefined} alt={name} h={280} fit="contain" />;

  const move = (event: KeyboardEvent, index: number) => {
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (index + 1) % count
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (index - 1 + count) % count
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    thumbs.current[next]?.focus();
  };

  return (
    <Stack gap="xs">
      <Image
        src={current.url}
        alt={alt(Math.min(selected, count - 1))}
        h={280}
        fit="contain"
        data-testid="gallery-main"
      />
      {count > 1 && (
        <Group gap="xs" role="toolbar" aria-label={t('gallery.label', { name })}>
          {images.map((image, index) => (
            <UnstyledButton
              key={image.id}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              aria-label={t('gallery.show', { index: index + 1, count })}
              aria-pressed={index === selected}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={(event) => move(event, index)}
              style={{
                borderRadius: 6,
                border: `2px solid ${index === selected ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
              }}
            >
              <Image src={image.thumbnailUrl} alt="" h={56} w={56} fit="cover" radius={4} />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}

import { ActionIcon, Alert, Badge, Button, Card, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconStar, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_IMAGES_MAX } from '@saldo/contracts/shop';
import { ApiError } from '../../../lib/api-client.ts';
import {
  useDeleteProductImage,
  useProductImages,
  useReorderProductImages,
  useUploadProductImage,
} from '../api/queries.ts';

const ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

/** A product's pictures: upload (checked and resized on the server), order (the first is the main one), remove. */
export function ProductImagesEditor({ productId, name }: { productId: number; name: string }) {
  const { t } = useTranslation('shop');
  const images = useProductImages(productId);
  const upload = useUploadProductImage();
  const reorder = useReorderProductImages();
  const remove = useDeleteProductImage();
  const list = images.data ?? [];
  const error = [upload.error, reorder.error, remove.error].find((e) => e instanceof ApiError);
  const move = (index: number, to: number) => {
    const ids = list.map((i) => i.id);
    const [picked] = ids.splice(index, 1);
    if (picked === undefined) return;
    ids.splice(to, 0, picked);
    reorder.mutate({ productId, imageIds: ids });
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{t('admin.images')}</Text>
        <FileButton
          accept={ACCEPT}
          onChange={(file) => file && upload.mutate({ productId, file })}
          disabled={list.length >= PRODUCT_IMAGES_MAX}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="xs"
              leftSection={<IconUpload size={14} />}
              loading={upload.isPending}
            >
              {t('admin.uploadImage')}
            </Button>
          )}
        </FileButton>
      </Group>
      {error && <Alert color="red">{error.message}</Alert>}
      {list.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('admin.noImages')}
        </Text>
      ) : (
        <Group gap="xs">
          {list.map((image, index) => (
            <Card key={image.id} withBorder p={4} w={120}>
              <Image
                src={image.thumbnailUrl}
                alt={t('admin.imageOf', { name, number: index + 1 })}
                h={80}
                fit="contain"
              />
              <Group gap={4} justify="center" mt={4}>
                {index === 0 ? (
                  <Badge size="xs">{t('admin.mainImage')}</Badge>
                ) : (
                  <>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={t('admin.makeMain', { number: index + 1 })}
                      onClick={() => move(index, 0)}
                    >
                      <IconStar size={14} />
                    </ActionIcon>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      aria-label={t('admin.moveEarlier', { number: index + 1 })}
                      onClick={() => move(index, index - 1)}
                    >
                      <IconArrowLeft size={14} />
                    </ActionIcon>
                  </>
                )}
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red.9"
                  aria-label={t('admin.removeImage', { number: index + 1 })}
                  onClick={() => remove.mutate({ productId, imageId: image.id })}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Group>
            </Card>
          ))}
        </Group>
      )}
    </Stack>
  );
}

import { Alert, Button, Card, Group, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { useAddReview, useReviews } from '../api/queries.ts';

/** A product's reviews and average; a client who ordered it may rate it once. */
export function ProductReviews({ productId }: { productId: number }) {
  const { t, i18n } = useTranslation('shop');
  const reviews = useReviews(productId);
  const add = useAddReview();
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const data = reviews.data;
  if (!data) return null;
  const error = add.error instanceof ApiError ? add.error : null;
  return (
    <Card withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} fz={20}>
          {t('reviews.title')}
        </Title>
        <Group gap="xs">
          <Rating
            value={data.rating}
            fractions={2}
            readOnly
            aria-label={t('rating', { rating: data.rating })}
          />
          <Text size="sm" c="dimmed">
            {t('reviews.count', { count: data.count })}
          </Text>
        </Group>
        {data.canReview && (
          <Stack gap="xs">
            <Text fw={500}>{t('reviews.yours')}</Text>
            <Rating value={rating} onChange={setRating} aria-label={t('reviews.yourRating')} />
            <Textarea
              label={t('reviews.comment')}
              rows={3}
              maxLength={2000}
              value={body}
              onChange={(e) => setBody(e.currentTarget.value)}
            />
            {error && <Alert color="red">{error.message}</Alert>}
            <Group>
              <Button
                disabled={rating === 0}
                loading={add.isPending}
                onClick={() => add.mutate({ productId, body: { rating, body } })}
              >
                {t('reviews.submit')}
              </Button>
            </Group>
          </Stack>
        )}
        {data.reviews.map((review) => (
          <Stack key={review.id} gap={2}>
            <Group gap="xs">
              <Rating
                value={review.rating}
                readOnly
                size="xs"
                aria-label={t('rating', { rating: review.rating })}
              />
              <Text size="sm" fw={500}>
                {review.authorName}
              </Text>
              <Text size="xs" c="dimmed">
                {new Date(review.createdAt).toLocaleDateString(i18n.language)}
              </Text>
            </Group>
            {review.body && <Text size="sm">{review.body}</Text>}
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

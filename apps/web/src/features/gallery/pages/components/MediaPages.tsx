import {
  ActionIcon,
  AspectRatio,
  Avatar,
  Box,
  Card,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconBuilding, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../../components/initials.ts';
import { apiFile } from '../../../../lib/api-client.ts';
import { useInvoiceFormat } from '../../../../lib/format.ts';
import { invoicePdfPath } from '../../../invoices/api/invoices-api.ts';
import { useBasicTable } from '../../api/queries.ts';
import {
  contractorsOf,
  rowCurrency,
  wrapIndex,
  type ContractorSummary,
} from '../../components/component-data.ts';
import { ComponentFrame, QueryData } from '../../components/ComponentFrame.tsx';
import { Example, GallerySection } from '../../components/GalleryPage.tsx';
import { StatesSection } from '../../components/States.tsx';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
/** The catalogue's product pictures (public/images/shop), the pictures the app itself ships. */
const PICTURES = ['book', 'laptop', 'monitor', 'chip'] as const;
const picture = (name: string) => `/images/shop/${name}.svg`;
/** Avatar colours with readable initials in both skins. */
const AVATAR_COLORS = ['indigo', 'teal', 'grape', 'blue', 'cyan'] as const;

export function AspectPage() {
  const { t } = useTranslation('galleryComponents');
  return (
    <ComponentFrame
      slug="aspect"
      snippet={`<AspectRatio ratio={4 / 3} maw={240}>
  <Image src={product.picture} alt={product.name} fit="contain" />
</AspectRatio>`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.aspect.note')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {(
            [
              ['16 / 9', 16 / 9],
              ['4 / 3', 4 / 3],
              ['1 / 1', 1],
              ['3 / 4', 3 / 4],
            ] as const
          ).map(([label, ratio], index) => (
            <Example key={label} label={`ratio={${label}}`}>
              <AspectRatio ratio={ratio} style={{ border: '1px solid var(--mantine-color-default-border)' }}>
                <Image
                  src={picture(PICTURES[index % PICTURES.length] ?? 'book')}
                  alt={t(`demo.pictures.${PICTURES[index % PICTURES.length] ?? 'book'}`)}
                  fit="contain"
                />
              </AspectRatio>
            </Example>
          ))}
        </SimpleGrid>
      </GallerySection>
      <StatesSection
        columns={4}
        disabled={
          <AspectRatio ratio={16 / 9} bg="var(--mantine-color-default-hover)">
            <Text size="sm" c="dimmed">
              {t('demo.aspect.noPicture')}
            </Text>
          </AspectRatio>
        }
      />
    </ComponentFrame>
  );
}

function ContractorAvatar({
  contractor,
  index,
  ...props
}: {
  contractor: ContractorSummary;
  index: number;
  size?: (typeof SIZES)[number];
  radius?: 'xl' | 'sm';
  variant?: 'filled' | 'light' | 'outline';
}) {
  return (
    <Avatar color={AVATAR_COLORS[index % AVATAR_COLORS.length]} alt={contractor.name} {...props}>
      {initialsOf(contractor.name)}
    </Avatar>
  );
}

export function AvatarPage() {
  const { t } = useTranslation('galleryComponents');
  const query = useBasicTable();
  return (
    <ComponentFrame
      slug="avatar"
      ready={query.data !== undefined}
      snippet={`<Avatar color="indigo" alt={contractor.name}>{initialsOf(contractor.name)}</Avatar>
<Avatar.Group>{contractors.map((c) => <Avatar key={c.id}>{initialsOf(c.name)}</Avatar>)}</Avatar.Group>`}
    >
      <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
        {(data) => {
          const contractors = contractorsOf(data.rows).slice(0, 5);
          const first = contractors[0];
          return (
            <>
              <GallerySection title={t('gallery:frame.variants')} description={t('demo.avatar.note')}>
                <Group>
                  {contractors.map((c, index) => (
                    <ContractorAvatar key={c.id} contractor={c} index={index} />
                  ))}
                  {first &&
                    (['filled', 'light', 'outline'] as const).map((variant) => (
                      <ContractorAvatar key={variant} contractor={first} index={0} variant={variant} />
                    ))}
                  <Avatar src={picture('laptop')} alt={t('demo.pictures.laptop')} radius="sm" />
                  <Avatar role="img" aria-label={t('demo.avatar.noName')}>
                    <IconBuilding size={18} aria-hidden />
                  </Avatar>
                </Group>
                <Example label="Avatar.Group">
                  <Avatar.Group>
                    {contractors.map((c, index) => (
                      <ContractorAvatar key={c.id} contractor={c} index={index} />
                    ))}
                    <Avatar role="img" aria-label={t('demo.avatar.more', { count: data.total })}>
                      +{Math.max(0, data.total - contractors.length)}
                    </Avatar>
                  </Avatar.Group>
                </Example>
              </GallerySection>
              <GallerySection title={t('gallery:frame.sizes')}>
                <Group align="center">
                  {first &&
                    SIZES.map((size) => (
                      <ContractorAvatar key={size} contractor={first} index={1} size={size} />
                    ))}
                </Group>
              </GallerySection>
            </>
          );
        }}
      </QueryData>
      <StatesSection
        columns={4}
        disabled={<Avatar color="gray" role="img" aria-label={t('demo.avatar.noName')} />}
      />
    </ComponentFrame>
  );
}

/** The newest invoices, one slide each; the arrows and dots wrap around. No autoplay (WCAG 2.2.2). */
export function CarouselPage() {
  const { t } = useTranslation('galleryComponents');
  const query = useBasicTable();
  const format = useInvoiceFormat();
  const [current, setCurrent] = useState(0);
  return (
    <ComponentFrame
      slug="carousel"
      ready={query.data !== undefined}
      snippet={`<Box role="region" aria-roledescription="carousel" aria-label={t('demo.carousel.label')}>
  <ActionIcon aria-label={t('demo.carousel.previous')} onClick={() => go(current - 1)} />
  <Card role="group" aria-roledescription="slide" aria-label={t('demo.carousel.slideOf', { n, count })}>…</Card>
</Box>`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.carousel.note')}>
        <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
          {(data) => {
            const slides = data.rows.slice(0, 5);
            const index = wrapIndex(current, slides.length);
            const row = slides[index];
            return (
              <Box role="region" aria-roledescription="carousel" aria-label={t('demo.carousel.label')}>
                <Group wrap="nowrap" align="center">
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('demo.carousel.previous')}
                    onClick={() => setCurrent(index - 1)}
                  >
                    <IconChevronLeft size={18} aria-hidden />
                  </ActionIcon>
                  {row && (
                    <Card
                      withBorder
                      radius="md"
                      style={{ flex: 1 }}
                      role="group"
                      aria-roledescription="slide"
                      aria-label={t('demo.carousel.slideOf', { n: index + 1, count: slides.length })}
                      aria-live="polite"
                    >
                      <Group wrap="nowrap">
                        <Image
                          src={picture(PICTURES[index % PICTURES.length] ?? 'book')}
                          alt=""
                          w={96}
                          h={72}
                          fit="contain"
                        />
                        <Stack gap={2}>
                          <Title order={3} fz="md">
                            {row.number}
                          </Title>
                          <Text size="sm">{row.contractorName}</Text>
                          <Text size="sm" fw={600}>
                            {format.money(row.gross, rowCurrency(row))}
                          </Text>
                        </Stack>
                      </Group>
                    </Card>
                  )}
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label={t('demo.carousel.next')}
                    onClick={() => setCurrent(index + 1)}
                  >
                    <IconChevronRight size={18} aria-hidden />
                  </ActionIcon>
                </Group>
                <Group justify="center" gap={6} mt="sm">
                  {slides.map((slide, dot) => (
                    <UnstyledButton
                      key={slide.id}
                      aria-label={t('demo.carousel.slideOf', { n: dot + 1, count: slides.length })}
                      aria-current={dot === index ? 'true' : undefined}
                      onClick={() => setCurrent(dot)}
                      w={dot === index ? 24 : 10}
                      h={10}
                      bg={dot === index ? 'indigo.6' : 'gray.6'}
                      style={{ borderRadius: 5 }}
                    />
                  ))}
                </Group>
              </Box>
            );
          }}
        </QueryData>
      </GallerySection>
      <StatesSection
        disabled={
          <Group>
            <ActionIcon variant="default" size="lg" disabled aria-label={t('demo.carousel.previous')}>
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" size="lg" disabled aria-label={t('demo.carousel.next')}>
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        }
      />
    </ComponentFrame>
  );
}

/** An object URL for a downloaded file, revoked when the file changes or the page goes. */
function useObjectUrl(blob: Blob | undefined): string | undefined {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : undefined), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** The newest invoice's PDF in a frame, as a cost's attachment preview shows its file. */
export function EmbedPage() {
  const { t } = useTranslation('galleryComponents');
  const list = useBasicTable();
  const newest = list.data?.rows[0];
  const pdf = useQuery({
    queryKey: ['gallery', 'embed-pdf', newest?.id],
    queryFn: ({ signal }) => apiFile('GET', invoicePdfPath(newest?.id ?? 0), { signal }),
    enabled: newest !== undefined,
    staleTime: Infinity,
  });
  const url = useObjectUrl(pdf.data?.blob);
  return (
    <ComponentFrame
      slug="embed"
      ready={list.data !== undefined && (newest === undefined || url !== undefined || pdf.isError)}
      snippet={`const url = useObjectUrl(pdf.blob);
<AspectRatio ratio={1 / 1.414}>
  <iframe src={url} title={t('demo.embed.title', { number })} />
</AspectRatio>`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.embed.note')}>
        <QueryData query={list} isEmpty={(data) => data.rows.length === 0}>
          {() => (
            <QueryData query={pdf}>
              {() =>
                url ? (
                  <AspectRatio ratio={1 / 1.414} maw={560}>
                    <iframe
                      src={url}
                      title={t('demo.embed.title', { number: newest?.number ?? '' })}
                      style={{ border: 0 }}
                    />
                  </AspectRatio>
                ) : null
              }
            </QueryData>
          )}
        </QueryData>
      </GallerySection>
      <StatesSection
        disabled={
          <AspectRatio ratio={16 / 9} bg="var(--mantine-color-default-hover)">
            <Text size="sm" c="dimmed">
              {t('demo.embed.disabled')}
            </Text>
          </AspectRatio>
        }
      />
    </ComponentFrame>
  );
}

export function ImagePage() {
  const { t } = useTranslation('galleryComponents');
  return (
    <ComponentFrame
      slug="image"
      snippet={`<Image src={product.picture} alt={product.name} h={160} fit="contain"
  fallbackSrc="/images/shop/book.svg" />`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.image.note')}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
          {(['contain', 'cover'] as const).map((fit) => (
            <Example key={fit} label={`fit="${fit}"`}>
              <Image src={picture('monitor')} alt={t('demo.pictures.monitor')} h={140} fit={fit} />
            </Example>
          ))}
          <Example label='radius="md"'>
            <Image
              src={picture('laptop')}
              alt={t('demo.pictures.laptop')}
              h={140}
              fit="contain"
              radius="md"
              bg="var(--mantine-color-default-hover)"
            />
          </Example>
          <Example label="figure + figcaption">
            <Box component="figure" m={0}>
              <Image src={picture('chip')} alt="" h={110} fit="contain" />
              <Text component="figcaption" size="sm" ta="center">
                {t('demo.pictures.chip')}
              </Text>
            </Box>
          </Example>
        </SimpleGrid>
      </GallerySection>
      <GallerySection title={t('gallery:frame.sizes')}>
        <Group align="flex-end">
          {[48, 96, 160].map((size) => (
            <Image
              key={size}
              src={picture('book')}
              alt={t('demo.pictures.book')}
              w={size}
              h={size}
              fit="contain"
            />
          ))}
        </Group>
      </GallerySection>
      <StatesSection
        columns={4}
        disabled={
          <Example label="fallbackSrc">
            <Image
              src={null}
              fallbackSrc={picture('book')}
              alt={t('demo.image.fallback')}
              h={100}
              fit="contain"
            />
          </Example>
        }
      />
    </ComponentFrame>
  );
}

export function MediaPage() {
  const { t } = useTranslation('galleryComponents');
  const query = useBasicTable();
  const format = useInvoiceFormat();
  return (
    <ComponentFrame
      slug="media"
      ready={query.data !== undefined}
      snippet={`<Group wrap="nowrap" align="flex-start">
  <Avatar color="indigo">{initialsOf(contractor.name)}</Avatar>
  <div><Text fw={600}>{contractor.name}</Text><Text size="sm" c="dimmed">{contractor.city}</Text></div>
</Group>`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.media.note')}>
        <QueryData query={query} isEmpty={(data) => data.rows.length === 0}>
          {(data) => (
            <SimpleGrid cols={{ base: 1, md: 3 }}>
              {(['flex-start', 'center', 'flex-end'] as const).map((align, index) => {
                const row = data.rows[index];
                if (!row) return null;
                const contractor = contractorsOf([row])[0];
                return (
                  <Example key={align} label={`align="${align}"`}>
                    <Group wrap="nowrap" align={align}>
                      {contractor && <ContractorAvatar contractor={contractor} index={index} size="lg" />}
                      <div>
                        <Text fw={600}>{row.contractorName}</Text>
                        <Text size="sm" c="dimmed">
                          {row.contractorCity} · NIP {row.contractorNip}
                        </Text>
                        <Text size="sm">
                          {row.number} · {format.money(row.gross, rowCurrency(row))}
                        </Text>
                      </div>
                    </Group>
                  </Example>
                );
              })}
              {data.rows[3] && (
                <Example label={t('demo.media.reversed')}>
                  <Group wrap="nowrap" justify="space-between">
                    <div>
                      <Text fw={600}>{data.rows[3].contractorName}</Text>
                      <Text size="sm" c="dimmed">
                        {data.rows[3].contractorCity}
                      </Text>
                    </div>
                    <Image src={picture('monitor')} alt="" w={64} h={48} fit="contain" />
                  </Group>
                </Example>
              )}
            </SimpleGrid>
          )}
        </QueryData>
      </GallerySection>
      <StatesSection
        disabled={
          <Group wrap="nowrap">
            <Avatar color="gray" role="img" aria-label={t('demo.avatar.noName')} />
            <Text size="sm" c="dimmed">
              {t('demo.media.archived')}
            </Text>
          </Group>
        }
      />
    </ComponentFrame>
  );
}

import { useState } from 'react';
import { Group, Kbd, List, Loader, MultiSelect, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Contractor } from '@saldo/contracts/contractors';
import { formatNip } from '@saldo/domain/identifiers/nip';
import { useContractorSearch } from '../../../../contractors/api/contractor-search.ts';
import { usePartySearch } from '../../../../contractors/api/party-search.ts';
import { Example, GallerySection } from '../../../components/GalleryPage.tsx';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** A Polish NIP printed with dashes; a foreign tax id as stored. */
const nipOf = (nip: string) => (/^\d{10}$/.test(nip) ? formatNip(nip) : nip);

/**
 * One contractor, searched on the server as the user types (name or NIP, a pause of 250 ms between
 * requests), as the invoice's buyer and the cost's supplier are picked; cleared with the ×.
 */
export function SingleContractorSection() {
  const { t } = useTranslation(['galleryPickers', 'costs']);
  const [chosen, setChosen] = useState<Contractor | null>(null);
  const party = usePartySearch(chosen);
  return (
    <GallerySection title={t('demo.select.single')} description={t('demo.select.singleNote')}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Select
          label={t('costs:fields.supplier')}
          placeholder={t('costs:form.supplierPlaceholder')}
          searchable
          clearable
          searchValue={party.search}
          onSearchChange={party.setSearch}
          // The server has already filtered the options.
          filter={({ options }) => options}
          nothingFoundMessage={party.searching ? t('costs:form.searching') : t('costs:form.nothingFound')}
          data={party.options}
          value={chosen === null ? null : String(chosen.id)}
          onChange={(value) => setChosen(value === null ? null : (party.find(value) ?? chosen))}
          rightSection={party.searching ? <Loader size="xs" aria-hidden /> : undefined}
          clearButtonProps={{ 'aria-label': t('demo.select.clear') }}
        />
        <Example label={t('demo.select.chosen')}>
          {chosen ? (
            <Stack gap={0}>
              <Text fw={500}>{chosen.name}</Text>
              {chosen.nip && <Text size="sm">{t('demo.select.nip', { nip: nipOf(chosen.nip) })}</Text>}
              {chosen.city && (
                <Text size="sm">{[chosen.postalCode, chosen.city].filter(Boolean).join(' ')}</Text>
              )}
            </Stack>
          ) : (
            <Text size="sm">{t('demo.select.none')}</Text>
          )}
        </Example>
      </SimpleGrid>
    </GallerySection>
  );
}

/**
 * Several contractors, searched the same way; the chosen ones stay as pills whatever the search finds
 * next, since the list only holds the current results.
 */
export function MultiContractorSection() {
  const { t } = useTranslation(['galleryPickers', 'costs']);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const results = useContractorSearch(debounced);
  const [picked, setPicked] = useState<Contractor[]>([]);
  const found = results.data ?? [];
  const known = [...picked, ...found.filter((c) => !picked.some((p) => p.id === c.id))];
  return (
    <GallerySection title={t('demo.select.multi')} description={t('demo.select.multiNote')}>
      <MultiSelect
        label={t('demo.select.multiLabel')}
        placeholder={t('costs:form.supplierPlaceholder')}
        searchable
        clearable
        hidePickedOptions
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        nothingFoundMessage={results.isFetching ? t('costs:form.searching') : t('costs:form.nothingFound')}
        data={known.map((c) => ({ value: String(c.id), label: c.name }))}
        value={picked.map((c) => String(c.id))}
        onChange={(values) =>
          setPicked(values.flatMap((value) => known.filter((c) => String(c.id) === value)))
        }
        rightSection={results.isFetching ? <Loader size="xs" aria-hidden /> : undefined}
        clearButtonProps={{ 'aria-label': t('demo.select.clear') }}
      />
      <Text size="sm">{t('demo.select.pickedCount', { n: picked.length })}</Text>
    </GallerySection>
  );
}

/** The keys the combobox answers to (Mantine's), so the page can be tried without a mouse. */
export function KeyboardSection() {
  const { t } = useTranslation('galleryPickers');
  const keys: [string, string][] = [
    ['↓ / ↑', t('demo.select.keys.move')],
    ['Enter', t('demo.select.keys.pick')],
    ['Esc', t('demo.select.keys.close')],
    ['Backspace', t('demo.select.keys.remove')],
  ];
  return (
    <GallerySection title={t('demo.select.keyboard')}>
      <List spacing={6}>
        {keys.map(([key, what]) => (
          <List.Item key={key}>
            <Group gap="xs">
              <Kbd>{key}</Kbd>
              <Text size="sm">{what}</Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </GallerySection>
  );
}

/** Searching, nothing found, wrong and disabled, side by side; and the sizes. */
export function SelectStatesSection({ firstName }: { firstName: string | undefined }) {
  const { t } = useTranslation(['galleryPickers', 'costs']);
  return (
    <>
      <GallerySection title={t('gallery:frame.states')} description={t('demo.select.statesNote')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
          <Example label={t('gallery:frame.loading')}>
            <Select
              label={t('demo.select.loadingLabel')}
              placeholder={t('costs:form.searching')}
              data={[]}
              rightSection={<Loader size="xs" aria-hidden />}
              disabled
            />
          </Example>
          <Example label={t('gallery:frame.empty')}>
            <Select
              label={t('demo.select.emptyLabel')}
              searchable
              data={[]}
              nothingFoundMessage={t('costs:form.nothingFound')}
              description={t('demo.select.emptyHint')}
            />
          </Example>
          <Example label={t('gallery:frame.error')}>
            <Select label={t('demo.errorLabel')} data={[]} withAsterisk error={t('demo.select.required')} />
          </Example>
          <Example label={t('gallery:frame.disabled')}>
            <Select
              label={t('demo.disabledLabel')}
              data={firstName ? [firstName] : []}
              defaultValue={firstName ?? null}
              disabled
            />
          </Example>
        </SimpleGrid>
      </GallerySection>
      <GallerySection title={t('gallery:frame.sizes')}>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {SIZES.map((size) => (
            <Select
              key={size}
              size={size}
              label={t('demo.sizeLabel', { size })}
              data={firstName ? [firstName] : []}
              defaultValue={firstName ?? null}
            />
          ))}
        </SimpleGrid>
      </GallerySection>
    </>
  );
}

import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CSV_FIELDS, type CsvMappingBody } from '@saldo/contracts/bank-statements';
import { ApiError } from '../../../lib/api-client.ts';
import { useSaveCsvMapping } from '../api/queries.ts';
import { headerOptions, previewCsv, type CsvDelimiter, type CsvPreview } from './csv-preview.ts';

type Field = (typeof CSV_FIELDS)[number];
const REQUIRED: readonly Field[] = ['bookingDate'];
const PREVIEW_LINES = 5;

/**
 * A CSV whose header the import does not know: the user points each field at a column of the file,
 * seeing the first rows as read, names the mapping and saves it for the account; the import is then
 * sent again and reads the file with it.
 */
export function CsvMappingForm({
  file,
  bankAccountId,
  onSaved,
  onCancel,
}: {
  file: File;
  bankAccountId: number;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('bankStatements');
  const save = useSaveCsvMapping();
  const [bytes, setBytes] = useState<Uint8Array | null>(null);
  const [delimiter, setDelimiter] = useState<CsvDelimiter | undefined>(undefined);
  const [headerRow, setHeaderRow] = useState<number | null>(null);
  const [columns, setColumns] = useState<Partial<Record<Field, string>>>({});
  const [name, setName] = useState(file.name.replace(/\.[^.]+$/, ''));
  const [dateOrder, setDateOrder] = useState<'ymd' | 'dmy' | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void file.arrayBuffer().then((buffer) => {
      if (live) setBytes(new Uint8Array(buffer));
    });
    return () => {
      live = false;
    };
  }, [file]);

  const preview: CsvPreview | null = useMemo(() => {
    if (bytes === null) return null;
    const read = previewCsv(bytes, delimiter);
    return headerRow === null
      ? read
      : { ...read, headerIndex: Math.min(headerRow, Math.max(read.rows.length - 1, 0)) };
  }, [bytes, delimiter, headerRow]);

  if (preview === null) return <Text size="sm">{t('mapping.reading')}</Text>;
  const options = headerOptions(preview);
  const header = preview.rows[preview.headerIndex] ?? [];
  const sample = preview.rows.slice(preview.headerIndex + 1, preview.headerIndex + 1 + PREVIEW_LINES);
  const hasAmount =
    columns.amount !== undefined || (columns.credit !== undefined && columns.debit !== undefined);
  const complete = REQUIRED.every((field) => columns[field] !== undefined) && hasAmount && name.trim() !== '';

  const submit = async () => {
    setError(null);
    const body: CsvMappingBody = {
      bankAccountId,
      name: name.trim(),
      columns,
      delimiter: preview.delimiter,
      ...(dateOrder === null ? {} : { dateOrder }),
    };
    try {
      await save.mutateAsync(body);
      onSaved();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('errors.network'));
    }
  };

  return (
    <Stack gap="sm" aria-label={t('mapping.title')} role="group">
      <Alert color="yellow" title={t('mapping.title')}>
        {t('mapping.intro')}
      </Alert>
      <Group grow>
        <TextInput
          label={t('mapping.name')}
          description={t('mapping.nameHint')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={100}
          required
        />
        <Select
          label={t('mapping.delimiter')}
          data={(
            [
              [';', 'semicolon'],
              [',', 'comma'],
              ['\t', 'tab'],
              ['|', 'pipe'],
            ] as const
          ).map(([value, label]) => ({ value, label: t(`mapping.delimiters.${label}`) }))}
          value={preview.delimiter}
          onChange={(value) => {
            if (value === ';' || value === ',' || value === '\t' || value === '|') {
              setDelimiter(value);
              setColumns({});
            }
          }}
          allowDeselect={false}
        />
        <NumberInput
          label={t('mapping.headerRow')}
          min={1}
          max={preview.rows.length}
          value={preview.headerIndex + 1}
          onChange={(value) => {
            if (typeof value === 'number') {
              setHeaderRow(value - 1);
              setColumns({});
            }
          }}
        />
      </Group>
      <Table.ScrollContainer minWidth={600}>
        <Table withTableBorder withColumnBorders fz="xs" aria-label={t('mapping.preview')}>
          <Table.Thead>
            <Table.Tr>
              {header.map((cell, at) => (
                <Table.Th key={at}>{cell}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sample.map((row, r) => (
              <Table.Tr key={r}>
                {header.map((_cell, at) => (
                  <Table.Td key={at}>{row[at] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        {CSV_FIELDS.map((field) => (
          <Select
            key={field}
            label={t(`mapping.fields.${field}`)}
            placeholder={t('mapping.notInFile')}
            data={options.filter(
              (option) => option === columns[field] || !Object.values(columns).includes(option),
            )}
            value={columns[field] ?? null}
            onChange={(value) =>
              setColumns((current) =>
                Object.fromEntries(
                  [...Object.entries(current).filter(([key]) => key !== field), [field, value]].filter(
                    (entry): entry is [string, string] => entry[1] !== null,
                  ),
                ),
              )
            }
            clearable
            searchable
            required={REQUIRED.includes(field)}
          />
        ))}
        <Select
          label={t('mapping.dateOrder')}
          placeholder={t('mapping.dateOrders.auto')}
          data={[
            { value: 'dmy', label: t('mapping.dateOrders.dmy') },
            { value: 'ymd', label: t('mapping.dateOrders.ymd') },
          ]}
          value={dateOrder}
          onChange={(value) => setDateOrder(value === 'dmy' || value === 'ymd' ? value : null)}
          clearable
        />
      </SimpleGrid>
      {!hasAmount && (
        <Text size="sm" c="dimmed">
          {t('mapping.amountHint')}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={save.isPending}>
          {t('mapping.cancel')}
        </Button>
        <Button onClick={() => void submit()} disabled={!complete} loading={save.isPending}>
          {t('mapping.save')}
        </Button>
      </Group>
    </Stack>
  );
}

import { Card, Group, Radio, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  TAX_RETURN_REFUND_CHOICES,
  type TaxReturnDetail,
  type TaxReturnRefundChoice,
} from '@saldo/contracts/tax-returns';
import { useTaxFormat } from '../format.ts';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** The declaration part (VAT-7): the main figures, the refund choice, and every P field the file carries. */
export function DeclarationCard({
  month,
  editable,
  onRefundChoice,
  saving,
}: {
  month: TaxReturnDetail;
  editable: boolean;
  onRefundChoice: (choice: TaxReturnRefundChoice) => void;
  saving: boolean;
}) {
  const { t } = useTranslation('taxReturns');
  const format = useTaxFormat();
  const { declaration } = month;
  const fields = Object.entries(declaration.fields).sort(([a], [b]) =>
    a.localeCompare(b, 'en', { numeric: true }),
  );
  const surplus = declaration.fields['P_53'] ?? 0;
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('declaration.title')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }}>
          <Figure label={t('declaration.outputVat')} value={format.money(declaration.outputVat)} />
          <Figure label={t('declaration.inputVat')} value={format.money(declaration.inputVat)} />
          <Figure label={t('declaration.carriedOver')} value={format.zloty(declaration.carriedOver)} />
          <Figure
            label={t('declaration.toPay')}
            value={format.zloty(declaration.toPay)}
            testId="declaration-to-pay"
          />
          <Figure label={t('declaration.carryForward')} value={format.zloty(declaration.carryForward)} />
        </SimpleGrid>
        {surplus > 0 && (
          <Radio.Group
            label={t('declaration.refundChoice', { amount: format.zloty(surplus) })}
            value={month.refundChoice}
            onChange={(value) => {
              const choice = TAX_RETURN_REFUND_CHOICES.find((c) => c === value);
              if (choice) onRefundChoice(choice);
            }}
          >
            <Group mt="xs">
              {TAX_RETURN_REFUND_CHOICES.map((choice) => (
                <Radio
                  key={choice}
                  value={choice}
                  label={t(`declaration.refund.${choice}`)}
                  disabled={!editable || saving}
                />
              ))}
            </Group>
          </Radio.Group>
        )}
        <details>
          <summary>
            <Text component="span" size="sm">
              {t('declaration.allFields', { count: fields.length })}
            </Text>
          </summary>
          <Table.ScrollContainer minWidth={300}>
            <Table withTableBorder verticalSpacing={4} mt="xs" aria-label={t('declaration.title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('declaration.field')}</Table.Th>
                  <Table.Th ta="right">{t('declaration.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {fields.map(([field, value]) => (
                  <Table.Tr key={field}>
                    <Table.Td>{field}</Table.Td>
                    <Table.Td ta="right">{format.zloty(value)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </details>
      </Stack>
    </Card>
  );
}

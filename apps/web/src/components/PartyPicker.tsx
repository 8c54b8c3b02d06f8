import type { ReactNode } from 'react';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import type { Contractor } from '@saldo/contracts/contractors';
import { useNewClientPanel } from '../lib/new-client-panel.ts';
import type { BuyerSummary } from '../lib/party-summary.ts';

/** The search behind a picker (the contractors feature's `usePartySearch`): what it offers and finds. */
export interface PartySearch {
  search: string;
  setSearch: (text: string) => void;
  options: { value: string; label: string }[];
  searching: boolean;
  /** The contractor behind an option, among the results. */
  find: (value: string | null) => Contractor | undefined;
}

/** The words of a picker, in the form's namespace (the caller translates them). */
export interface PartyPickerTexts {
  label: string;
  placeholder: string;
  searching: string;
  nothingFound: string;
  /** The button that opens the 'New client' panel. */
  newParty: string;
  /** The accessible name of the chosen party's details. */
  details: string;
  nip: (nip: string) => string;
}

/**
 * A form's party (the invoice's buyer, the cost's supplier): a contractor searched on the server as
 * the user types, or a new one added on the spot in the 'New client' panel; the chosen one's name,
 * NIP and address below. `warning` follows the NIP, `children` the address (the invoice's recipient
 * unit).
 */
export function PartyPicker({
  party,
  value,
  summary,
  onPick,
  error,
  disabled = false,
  texts,
  warning,
  children,
}: {
  party: PartySearch;
  /** The chosen contractor's id (null: none yet). */
  value: number | null;
  summary: BuyerSummary | null;
  /** A contractor was picked (from the search or just created in the 'New client' panel). */
  onPick: (contractor: Contractor) => void;
  error: ReactNode;
  disabled?: boolean;
  texts: PartyPickerTexts;
  warning?: ReactNode;
  children?: ReactNode;
}) {
  const panel = useNewClientPanel();
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Select
          style={{ flex: 1 }}
          label={texts.label}
          placeholder={texts.placeholder}
          withAsterisk
          searchable
          disabled={disabled}
          searchValue={party.search}
          onSearchChange={party.setSearch}
          // The server has already filtered the options.
          filter={({ options: all }) => all}
          nothingFoundMessage={party.searching ? texts.searching : texts.nothingFound}
          data={party.options}
          value={value === null ? null : String(value)}
          onChange={(option) => {
            const contractor = party.find(option);
            if (contractor) onPick(contractor);
          }}
          allowDeselect={false}
          error={error}
        />
        <Button
          variant="light"
          disabled={disabled}
          leftSection={<IconUserPlus size={16} aria-hidden />}
          aria-haspopup="dialog"
          onClick={() =>
            panel.open({
              onCreated: (contractor) => {
                onPick(contractor);
                party.setSearch(contractor.name);
              },
            })
          }
        >
          {texts.newParty}
        </Button>
      </Group>
      {summary && (
        <Stack gap={0} aria-label={texts.details}>
          <Text fw={500}>{summary.name}</Text>
          {summary.nip && <Text size="sm">{texts.nip(summary.nip)}</Text>}
          {warning}
          {summary.address && (
            <Text size="sm" c="dimmed">
              {summary.address}
            </Text>
          )}
          {children}
        </Stack>
      )}
    </Stack>
  );
}

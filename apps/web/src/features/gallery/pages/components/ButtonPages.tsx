import {
  ActionIcon,
  Button,
  Group,
  Menu,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  IconCopy,
  IconDots,
  IconDownload,
  IconFileInvoice,
  IconPencil,
  IconPlus,
  IconSearch,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComponentFrame } from '../../components/ComponentFrame.tsx';
import { Example, GallerySection } from '../../components/GalleryPage.tsx';
import { StatesSection } from '../../components/States.tsx';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
const VARIANTS = ['filled', 'light', 'outline', 'subtle', 'default', 'transparent'] as const;

export function ButtonPage() {
  const { t } = useTranslation('galleryComponents');
  return (
    <ComponentFrame
      slug="button"
      snippet={`<Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
  {t('invoices:list.add')}
</Button>
<ActionIcon variant="subtle" aria-label={t('demo.edit')}><IconPencil size={16} aria-hidden /></ActionIcon>`}
    >
      <GallerySection title={t('gallery:frame.variants')}>
        <Group>
          {VARIANTS.map((variant) => (
            <Example key={variant} label={`variant="${variant}"`}>
              <Button variant={variant}>{t('demo.save')}</Button>
            </Example>
          ))}
          <Example label='color="red"'>
            <Button color="red" leftSection={<IconTrash size={16} aria-hidden />}>
              {t('demo.delete')}
            </Button>
          </Example>
        </Group>
      </GallerySection>
      <GallerySection title={t('gallery:frame.sizes')}>
        <Group align="center">
          {SIZES.map((size) => (
            <Button key={size} size={size}>
              {size}
            </Button>
          ))}
          <Button size="compact-sm" variant="light">
            compact-sm
          </Button>
        </Group>
      </GallerySection>
      <GallerySection title={t('demo.button.icons')} description={t('demo.button.iconsNote')}>
        <Group>
          <Button leftSection={<IconPlus size={16} aria-hidden />}>{t('demo.newInvoice')}</Button>
          <Button variant="light" rightSection={<IconSend size={16} aria-hidden />}>
            {t('demo.send')}
          </Button>
          {VARIANTS.slice(0, 4).map((variant) => (
            <ActionIcon key={variant} variant={variant} size="lg" aria-label={t('demo.edit')}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          ))}
          <Button fullWidth variant="default">
            {t('demo.button.fullWidth')}
          </Button>
        </Group>
      </GallerySection>
      <StatesSection
        columns={4}
        disabled={
          <Group>
            <Button disabled>{t('demo.save')}</Button>
            <Button loading>{t('demo.save')}</Button>
          </Group>
        }
      />
    </ComponentFrame>
  );
}

export function ButtonGroupPage() {
  const { t } = useTranslation('galleryComponents');
  const [view, setView] = useState('list');
  return (
    <ComponentFrame
      slug="button-group"
      snippet={`<Button.Group>
  <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>PDF</Button>
  <Button variant="default" leftSection={<IconSend size={16} aria-hidden />}>{t('demo.send')}</Button>
</Button.Group>`}
    >
      <GallerySection title={t('gallery:frame.variants')}>
        <Stack>
          <Example label="Button.Group">
            <Button.Group>
              <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
                PDF
              </Button>
              <Button variant="default" leftSection={<IconSend size={16} aria-hidden />}>
                {t('demo.send')}
              </Button>
              <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />}>
                {t('demo.duplicate')}
              </Button>
            </Button.Group>
          </Example>
          <Example label='orientation="vertical"'>
            <Button.Group orientation="vertical" w={200}>
              <Button variant="light">{t('demo.buttonGroup.month')}</Button>
              <Button variant="light">{t('demo.buttonGroup.quarter')}</Button>
              <Button variant="light">{t('demo.buttonGroup.year')}</Button>
            </Button.Group>
          </Example>
          <Example label="SegmentedControl">
            <SegmentedControl
              aria-label={t('demo.buttonGroup.view')}
              value={view}
              onChange={setView}
              data={[
                { value: 'list', label: t('demo.buttonGroup.list') },
                { value: 'grid', label: t('demo.buttonGroup.grid') },
                { value: 'calendar', label: t('demo.buttonGroup.calendar') },
              ]}
            />
          </Example>
        </Stack>
      </GallerySection>
      <GallerySection title={t('gallery:frame.sizes')}>
        <Stack>
          {(['xs', 'md', 'lg'] as const).map((size) => (
            <Button.Group key={size}>
              <Button size={size} variant="default">
                {t('demo.buttonGroup.month')}
              </Button>
              <Button size={size} variant="default">
                {t('demo.buttonGroup.quarter')}
              </Button>
              <Button size={size} variant="default">
                {t('demo.buttonGroup.year')}
              </Button>
            </Button.Group>
          ))}
        </Stack>
      </GallerySection>
      <StatesSection
        disabled={
          <Button.Group>
            <Button variant="default" disabled>
              PDF
            </Button>
            <Button variant="default" disabled>
              {t('demo.send')}
            </Button>
          </Button.Group>
        }
      />
    </ComponentFrame>
  );
}

export function ButtonToolbarPage() {
  const { t } = useTranslation('galleryComponents');
  return (
    <ComponentFrame
      slug="button-toolbar"
      snippet={`<Group role="toolbar" aria-label={t('demo.toolbar.label')} justify="space-between">
  <TextInput aria-label={t('demo.search')} leftSection={<IconSearch size={16} aria-hidden />} />
  <Button.Group>…</Button.Group>
  <Button leftSection={<IconPlus size={16} aria-hidden />}>{t('invoices:list.add')}</Button>
</Group>`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.toolbar.note')}>
        <Group role="toolbar" aria-label={t('demo.toolbar.label')} justify="space-between">
          <TextInput
            aria-label={t('demo.search')}
            placeholder={t('demo.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={240}
          />
          <Group gap="sm">
            <Button.Group>
              <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
                CSV
              </Button>
              <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />}>
                ZIP
              </Button>
            </Button.Group>
            <Button.Group>
              <ActionIcon variant="default" size="lg" aria-label={t('demo.send')}>
                <IconSend size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="default" size="lg" aria-label={t('demo.delete')}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Button.Group>
            <Button leftSection={<IconPlus size={16} aria-hidden />}>{t('demo.newInvoice')}</Button>
          </Group>
        </Group>
      </GallerySection>
      <GallerySection title={t('gallery:frame.sizes')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {(['xs', 'md'] as const).map((size) => (
            <Group key={size} role="toolbar" aria-label={`${t('demo.toolbar.label')} (${size})`} gap="xs">
              <Button size={size} variant="default">
                CSV
              </Button>
              <Button size={size} variant="default">
                ZIP
              </Button>
              <Button size={size}>{t('demo.newInvoice')}</Button>
            </Group>
          ))}
        </SimpleGrid>
      </GallerySection>
      <StatesSection
        disabled={
          <Stack gap="xs">
            <Text size="sm">{t('demo.toolbar.noneSelected')}</Text>
            <Group role="toolbar" aria-label={t('demo.toolbar.selection')} gap="xs">
              <Button size="xs" variant="default" disabled>
                {t('demo.send')}
              </Button>
              <Button size="xs" color="red" disabled>
                {t('demo.delete')}
              </Button>
            </Group>
          </Stack>
        }
      />
    </ComponentFrame>
  );
}

export function DropdownPage() {
  const { t } = useTranslation('galleryComponents');
  const [picked, setPicked] = useState<string | null>(null);
  const items = [
    { key: 'pdf', icon: IconDownload },
    { key: 'send', icon: IconSend },
    { key: 'duplicate', icon: IconCopy },
    { key: 'correct', icon: IconFileInvoice },
  ] as const;
  return (
    <ComponentFrame
      slug="dropdown"
      snippet={`<Menu position="bottom-end">
  <Menu.Target>
    <ActionIcon variant="subtle" aria-label={t('demo.dropdown.actions')}><IconDots aria-hidden /></ActionIcon>
  </Menu.Target>
  <Menu.Dropdown>
    <Menu.Item leftSection={<IconDownload size={14} aria-hidden />} onClick={download}>PDF</Menu.Item>
    <Menu.Divider />
    <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />}>{t('demo.delete')}</Menu.Item>
  </Menu.Dropdown>
</Menu>`}
    >
      <GallerySection title={t('gallery:frame.variants')} description={t('demo.dropdown.note')}>
        <Group>
          <Menu position="bottom-start">
            <Menu.Target>
              <Button variant="default">{t('demo.dropdown.actions')}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>{t('demo.dropdown.document')}</Menu.Label>
              {items.map(({ key, icon: Icon }) => (
                <Menu.Item
                  key={key}
                  leftSection={<Icon size={14} aria-hidden />}
                  onClick={() => setPicked(t(`demo.dropdown.items.${key}`))}
                >
                  {t(`demo.dropdown.items.${key}`)}
                </Menu.Item>
              ))}
              <Menu.Item disabled leftSection={<IconPencil size={14} aria-hidden />}>
                {t('demo.edit')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setPicked(t('demo.delete'))}
              >
                {t('demo.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon variant="subtle" size="lg" aria-label={t('demo.dropdown.actions')}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {items.map(({ key, icon: Icon }) => (
                <Menu.Item
                  key={key}
                  leftSection={<Icon size={14} aria-hidden />}
                  onClick={() => setPicked(t(`demo.dropdown.items.${key}`))}
                >
                  {t(`demo.dropdown.items.${key}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Menu trigger="hover" openDelay={100} closeDelay={300}>
            <Menu.Target>
              <Button variant="light">{t('demo.dropdown.onHover')}</Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setPicked(t('demo.dropdown.items.pdf'))}>
                {t('demo.dropdown.items.pdf')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Text size="sm" aria-live="polite">
          {picked ? t('demo.dropdown.picked', { item: picked }) : t('demo.dropdown.pickOne')}
        </Text>
      </GallerySection>
      <GallerySection title={t('gallery:frame.sizes')}>
        <Group>
          {(['xs', 'md', 'lg'] as const).map((size) => (
            <Menu key={size}>
              <Menu.Target>
                <Button size={size} variant="default">
                  {t('demo.dropdown.actions')} ({size})
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item>{t('demo.dropdown.items.pdf')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ))}
        </Group>
      </GallerySection>
      <StatesSection
        disabled={
          <Menu disabled>
            <Menu.Target>
              <Button variant="default" disabled>
                {t('demo.dropdown.actions')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item>{t('demo.dropdown.items.pdf')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        }
      />
    </ComponentFrame>
  );
}

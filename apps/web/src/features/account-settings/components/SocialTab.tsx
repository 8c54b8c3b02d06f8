import type { ComponentType } from 'react';
import { Divider, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandGoogle,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconMessageQuestion,
  type IconProps,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  socialConnectionKeys,
  socialLinkKeys,
  socialSettingsSchema,
  type SocialSettings,
} from '@saldo/contracts/account-settings';
import { useUpdateSocial } from '../api/queries.ts';
import { useSettingsForm } from '../use-settings-form.ts';
import { FormActions } from '../../../components/FormActions.tsx';

type Network = (typeof socialLinkKeys)[number] | (typeof socialConnectionKeys)[number];

// Twitter is shown with the X mark it now goes by; Tabler has no Quora mark.
const icons: Record<Network, ComponentType<IconProps>> = {
  twitter: IconBrandX,
  facebook: IconBrandFacebook,
  google: IconBrandGoogle,
  linkedIn: IconBrandLinkedin,
  instagram: IconBrandInstagram,
  quora: IconMessageQuestion,
  github: IconBrandGithub,
};

/** Profile links and which outside accounts are connected. */
export function SocialTab({ social }: { social: SocialSettings }) {
  const { t } = useTranslation('account');
  const save = useUpdateSocial();
  const { form, submit } = useSettingsForm(socialSettingsSchema, social, save);

  return (
    <form noValidate onSubmit={submit} aria-label={t('tabs.social')}>
      <Stack gap="md">
        <Title order={2} fz="h4">
          {t('social.linksTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {socialLinkKeys.map((key) => {
            const Icon = icons[key];
            return (
              <TextInput
                key={key}
                label={t(`social.networks.${key}`)}
                placeholder="https://"
                type="url"
                leftSection={<Icon size={16} aria-hidden />}
                {...form.getInputProps(`socialLinks.${key}`)}
              />
            );
          })}
        </SimpleGrid>
        <Divider my="sm" />
        <Title order={2} fz="h4">
          {t('social.connectionsTitle')}
        </Title>
        <Stack gap="sm">
          {socialConnectionKeys.map((key) => {
            const Icon = icons[key];
            return (
              <Switch
                key={key}
                label={t(`social.networks.${key}`)}
                description={t(form.values.connections[key] ? 'social.connected' : 'social.notConnected')}
                thumbIcon={<Icon size={10} aria-hidden />}
                {...form.getInputProps(`connections.${key}`, { type: 'checkbox' })}
              />
            );
          })}
        </Stack>
      </Stack>
      <FormActions saving={save.isPending} dirty={form.isDirty()} onDiscard={form.reset} />
    </form>
  );
}

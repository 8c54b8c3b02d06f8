import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mergeHandles } from '../../lib/route-meta.ts';
import { useHomePath } from '../../components/use-home-path.ts';

/** The breadcrumb trail of routes that declare one. */
export function PageHeader() {
  const matches = useMatches();
  const { t } = useTranslation('common');
  const home = useHomePath();
  const { breadcrumb } = mergeHandles(matches);
  if (!breadcrumb?.length) return null;
  const last = breadcrumb.length - 1;
  return (
    <nav aria-label={t('breadcrumbs')}>
      <Breadcrumbs mb="md" separatorMargin={6}>
        <Anchor component={Link} to={home} size="sm">
          {t('nav.home')}
        </Anchor>
        {breadcrumb.map((step, index) =>
          step.to && index !== last ? (
            <Anchor key={step.labelKey} component={Link} to={step.to} size="sm">
              {t(step.labelKey)}
            </Anchor>
          ) : (
            <Text
              key={step.labelKey}
              size="sm"
              c={index === last ? undefined : 'dimmed'}
              aria-current={index === last ? 'page' : undefined}
            >
              {t(step.labelKey)}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

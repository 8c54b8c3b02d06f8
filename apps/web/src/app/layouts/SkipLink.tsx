import { useTranslation } from 'react-i18next';
import classes from './Shell.module.css';

/** The first thing a keyboard user reaches: jumps over the menus to the page. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className={classes.skipLink} href="#main-content">
      {t('skipToContent')}
    </a>
  );
}

import type { ShellConfig } from '../../../../../lib/layout-override.ts';
import classes from './LayoutSketch.module.css';

/**
 * A small drawing of the shell `config` gives: menu, navbar, page, footer. Decorative; the caption
 * beside it says the same in words.
 */
export function LayoutSketch({ config }: { config: ShellConfig }) {
  if (config.blank)
    return (
      <div className={classes.sketch} data-blank aria-hidden>
        <div className={classes.column}>
          <div className={classes.content}>
            <div className={classes.page} />
          </div>
        </div>
      </div>
    );
  const vertical = config.layout === 'vertical';
  return (
    <div className={classes.sketch} aria-hidden>
      {vertical && !config.menuHidden && (
        <div className={classes.menu} data-collapsed={config.menuCollapsed || undefined} />
      )}
      <div className={classes.column}>
        {config.navbarType !== 'hidden' && <div className={classes.bar} data-tall={!vertical || undefined} />}
        <div className={classes.content}>
          <div className={classes.page} data-boxed={config.contentWidth === 'boxed' || undefined} />
        </div>
        {config.footerType !== 'hidden' && <div className={classes.bar} />}
      </div>
    </div>
  );
}

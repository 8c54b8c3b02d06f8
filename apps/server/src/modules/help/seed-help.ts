import type { Db } from '../../db/client.ts';
import { ensureHelpInstalled } from './help-install.ts';

/**
 * The demo company's help centre: Saldo's shipped FAQ and articles. Every other organization gets
 * them the first time it opens its help centre; the demo has them from the start.
 */
export async function seedDemoHelp(db: Db, organizationId: number): Promise<void> {
  await ensureHelpInstalled(db, organizationId);
}

import type { Role } from '@saldo/contracts/abilities';
import { hashPassword } from '../modules/auth/passwords.ts';
import { findUserByEmail, insertUser } from '../modules/auth/users.repository.ts';
import {
  findOrganizationByName,
  insertOrganization,
} from '../modules/organizations/organizations.repository.ts';
import type { FileStorage } from '../lib/file-storage/file-storage.ts';
import { seedDemoCosts } from '../modules/costs/seed-costs.ts';
import { seedDemoHelp } from '../modules/help/seed-help.ts';
import { seedDemoBlog } from '../modules/blog/seed-blog.ts';
import { seedDemoBankStatements } from '../modules/bank-statements/seed-bank-statements.ts';
import { seedDemoInvoices } from '../modules/invoices/seed-invoices.ts';
import { seedDemoTaxReturns } from '../modules/tax-returns/seed-tax-returns.ts';
import { seedDemoWorkers } from '../modules/workers/seed-workers.ts';
import { seedDemoContracts } from '../modules/contracts/seed-contracts.ts';
import { seedDemoPayroll } from '../modules/payroll/seed-payroll.ts';
import { seedDemoShop } from '../modules/shop/seed-shop.ts';
import { seedDemoTasks } from '../modules/todo/seed-todo.ts';
import { seedDemoChat } from '../modules/chat/seed-chat.ts';
import { seedDemoCalendar } from '../modules/calendar/seed-calendar.ts';
import { seedDemoProfile } from '../modules/profile/seed-profile.ts';
import { seedOrganizationSettings } from '../modules/organizations/seed-organization-settings.ts';
import { DAY_MS } from '../lib/dates.ts';
import { newSecureToken } from '../lib/secure-token.ts';
import type { Db } from './client.ts';

export const DEMO_ORGANIZATION = 'Demo sp. z o.o.';

/** The spec's demo accounts. Their passwords are shorter than the rules allow: they are fixtures. */
export const demoUsers: {
  email: string;
  password: string;
  username: string;
  fullName: string;
  role: Role;
}[] = [
  { email: 'admin@demo.com', password: 'admin', username: 'admin', fullName: 'Anna Kowalska', role: 'admin' },
  { email: 'client@demo.com', password: 'client', username: 'client', fullName: 'Jan Nowak', role: 'client' },
  {
    email: 'accountant@demo.com',
    password: 'accountant',
    username: 'accountant',
    fullName: 'Ewa Zielińska',
    role: 'accountant',
  },
];

/** Invited and not yet through the mailed link (status pending): nobody knows its password. */
export const demoPendingUser = {
  email: 'marek.wisniewski@demo.com',
  username: 'marek.wisniewski',
  fullName: 'Marek Wiśniewski',
  role: 'accountant' as const,
};

/**
 * Creates the demo organization and users when they are missing; running it again changes nothing
 * (and does not reset a demo password someone changed). With a file storage, some demo costs get a
 * scanned document attached.
 */
export async function seed(db: Db, options: { files?: FileStorage } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const missing = [];
    for (const user of demoUsers) if (!(await findUserByEmail(tx, user.email))) missing.push(user);
    const pendingMissing = !(await findUserByEmail(tx, demoPendingUser.email));
    if (missing.length === 0 && !pendingMissing) return;
    const organization =
      (await findOrganizationByName(tx, DEMO_ORGANIZATION)) ??
      // A year old, as its invoices are: a new organization's daily mail quota would cut the demo short.
      (await insertOrganization(tx, {
        name: DEMO_ORGANIZATION,
        createdAt: new Date(Date.now() - 365 * DAY_MS),
      }));
    for (const user of missing) {
      await insertUser(tx, {
        organizationId: organization.id,
        email: user.email,
        username: user.username,
        fullName: user.fullName,
        role: user.role,
        company: DEMO_ORGANIZATION,
        passwordHash: await hashPassword(user.password),
        emailConfirmedAt: new Date(),
      });
    }
    if (pendingMissing) {
      await insertUser(tx, {
        organizationId: organization.id,
        ...demoPendingUser,
        company: DEMO_ORGANIZATION,
        passwordHash: await hashPassword(newSecureToken()),
      });
    }
  });
  // Found through the demo admin, not by name: an administrator may rename the company.
  const demoAdmin = await findUserByEmail(db, 'admin@demo.com');
  if (demoAdmin) {
    await seedOrganizationSettings(db, demoAdmin.organizationId);
    await seedDemoInvoices(db, demoAdmin.organizationId);
    await seedDemoCosts(db, demoAdmin.organizationId, options.files);
    await seedDemoTaxReturns(db, demoAdmin.organizationId);
    await seedDemoHelp(db, demoAdmin.organizationId);
    const admin = { id: demoAdmin.id, organizationId: demoAdmin.organizationId, role: 'admin' as const };
    const workerIds = await seedDemoWorkers(db, demoAdmin.organizationId);
    await seedDemoContracts(db, admin, workerIds);
    // Then the payroll lists, made from the demo workers' contracts.
    await seedDemoPayroll(db, admin);
    // After invoices and costs: the statements carry the demo payments.
    await seedDemoBankStatements(db, demoAdmin.organizationId);
    // After the invoices: the shop's demo orders take the next proforma numbers, for the demo contractors.
    await seedDemoShop(db, demoAdmin.organizationId, demoAdmin.id);
    // After invoices, costs and contractors: three tasks follow one of each up.
    await seedDemoTasks(db, demoAdmin.organizationId);
    // After the users: the demo events invite the accountant and the client.
    await seedDemoCalendar(db, demoAdmin.organizationId);
    // After the users: the demo admin's chats with the client and the accountant (issue 24).
    await seedDemoChat(db);
    // After the users: the internal feed's posts, comments, likes and poll are by the admin and accountant.
    await seedDemoProfile(db, demoAdmin.organizationId);
    // After the users: the blog's posts are the admin's, its demo comment the client's.
    await seedDemoBlog(db, demoAdmin.organizationId);
  }
}

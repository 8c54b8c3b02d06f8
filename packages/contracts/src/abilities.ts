import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { z } from 'zod';

/**
 * One ability model for the server and the browser. The server never trusts the rules a client
 * sends; it rebuilds them from the user's role in the database with `abilityRulesFor`.
 */
export const actions = ['manage', 'create', 'read', 'update', 'delete'] as const;
export type Action = (typeof actions)[number];

// Subjects name business areas and template apps; 'Auth' and 'ACL' come from the spec.
export const subjects = [
  'all',
  'Auth',
  'ACL',
  'Dashboard',
  'AccountSetting',
  'Organization',
  'User',
  'Invoice',
  'Cost',
  'Contractor',
  'Debt',
  'Payroll',
  'TaxReturn',
  'BankStatement',
  'Report',
  'Worker',
  'Contract',
  'BalanceConfirmation',
  'Calendar',
  'Email',
  'Todo',
  'Chat',
  'Shop',
  'Faq',
  'KnowledgeBase',
  'Pricing',
  'Profile',
  'Blog',
  'UiKit',
] as const;
export type Subject = (typeof subjects)[number];

export const roles = ['admin', 'accountant', 'client', 'editor', 'author'] as const;
export type Role = (typeof roles)[number];

export const abilityRuleSchema = z.object({
  action: z.enum(actions),
  subject: z.enum(subjects),
});
export type AbilityRule = z.infer<typeof abilityRuleSchema>;

export type AppAbility = MongoAbility<[Action, Subject]>;

/** The books an accountant (księgowa) keeps: read and written whole, like an administrator. */
const books: Subject[] = [
  'Invoice',
  'Cost',
  'Contractor',
  'Debt',
  'Payroll',
  'TaxReturn',
  'BankStatement',
  'Worker',
  'Contract',
  'BalanceConfirmation',
];

/** What every staff member works with day to day: calendar, tasks, chat, mailbox and the internal feed. */
const workTools: Subject[] = ['Calendar', 'Todo', 'Chat', 'Email', 'Profile'];

/** The help centre, the pricing page, the shop's catalogue and the published blog. */
const readOnlyPages: Subject[] = ['Faq', 'KnowledgeBase', 'Pricing', 'Blog', 'Shop'];

/** What a client reads of the company: the help centre, the pricing page, the shop and the published blog. */
const clientPages: Subject[] = ['Faq', 'KnowledgeBase', 'Pricing', 'Shop', 'Blog'];

/** What the blog's writers (issue 26) read beside the blog: their account, the help centre, pricing and the feed. */
const writerBasics: AbilityRule[] = [
  { action: 'read', subject: 'Auth' },
  { action: 'read', subject: 'AccountSetting' },
  { action: 'update', subject: 'AccountSetting' },
  { action: 'read', subject: 'Profile' },
  { action: 'read', subject: 'Faq' },
  { action: 'read', subject: 'KnowledgeBase' },
  { action: 'read', subject: 'Pricing' },
  { action: 'read', subject: 'Blog' },
];

const rulesByRole: Record<Role, AbilityRule[]> = {
  admin: [{ action: 'manage', subject: 'all' }],
  // Issue 23: the books and the reports, but not the users, the company settings or the KSeF
  // credentials (all 'update Organization'); the company is read, since every document prints it.
  accountant: [
    { action: 'read', subject: 'Auth' },
    { action: 'read', subject: 'AccountSetting' },
    { action: 'update', subject: 'AccountSetting' },
    { action: 'read', subject: 'Dashboard' },
    { action: 'read', subject: 'Organization' },
    { action: 'read', subject: 'Report' },
    ...books.map((subject): AbilityRule => ({ action: 'manage', subject })),
    // The company's working tools (issues 23–26): shared within the organization.
    ...workTools.map((subject): AbilityRule => ({ action: 'manage', subject })),
    ...readOnlyPages.map((subject): AbilityRule => ({ action: 'read', subject })),
  ],
  // The spec's demo client reads ACL and Auth; it also keeps its own account settings.
  client: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
    { action: 'read', subject: 'AccountSetting' },
    { action: 'update', subject: 'AccountSetting' },
    // Their own invoices only: the server narrows every invoice read to the linked contractor.
    { action: 'read', subject: 'Invoice' },
    // Their own overdue invoices and the reminders sent to them; the creditor's notes stay hidden.
    { action: 'read', subject: 'Debt' },
    // Their own contractor's balance confirmations: read, download and answer (confirm or dispute).
    { action: 'read', subject: 'BalanceConfirmation' },
    { action: 'update', subject: 'BalanceConfirmation' },
    // Issues 23, 25, 26: only what concerns them; each route narrows the rows to the client (tasks
    // assigned to them, which they may only complete; events they are invited to; their own cart,
    // wishlist and orders, placed as their contractor).
    { action: 'read', subject: 'Todo' },
    { action: 'update', subject: 'Todo' },
    { action: 'read', subject: 'Calendar' },
    { action: 'create', subject: 'Shop' },
    // Issue 24: the client's support channel with the company; the server limits their contacts to
    // the company's staff and their chats to their own.
    { action: 'read', subject: 'Chat' },
    { action: 'create', subject: 'Chat' },
    // The published blog: read, and commented on where the post allows it (the server narrows both).
    ...clientPages.map((subject): AbilityRule => ({ action: 'read', subject })),
  ],
  // Issue 26: the blog's editor publishes, edits and deletes anyone's posts and edits the help centre.
  editor: [
    ...writerBasics,
    { action: 'manage', subject: 'Blog' },
    { action: 'manage', subject: 'Faq' },
    { action: 'manage', subject: 'KnowledgeBase' },
  ],
  // Issue 26: an author writes drafts. 'update'/'delete Blog' reach only their own drafts: the server
  // narrows every write to the caller's own unpublished posts, and publishing asks for 'manage Blog'.
  author: [
    ...writerBasics,
    { action: 'create', subject: 'Blog' },
    { action: 'update', subject: 'Blog' },
    { action: 'delete', subject: 'Blog' },
  ],
};

/** What a logged-out visitor may do (spec section 6). */
export const guestRules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export function abilityRulesFor(role: string): AbilityRule[] {
  return (roles as readonly string[]).includes(role) ? rulesByRole[role as Role] : guestRules;
}

export function createAbility(rules: readonly AbilityRule[]): AppAbility {
  return createMongoAbility<[Action, Subject]>(rules as RawRuleOf<AppAbility>[]);
}

/** Where a user lands after login, and where redirect-if-logged-in routes send them (spec 2, 4). */
export function homePathFor(role: string | undefined): string {
  if (role === 'admin' || role === 'accountant') return '/';
  if (role === 'client') return '/access-control';
  if (role === 'editor' || role === 'author') return '/pages/blog/list';
  return '/login';
}

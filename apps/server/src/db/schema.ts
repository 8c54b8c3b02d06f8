// Every table, for Drizzle's typed client and for drizzle-kit (which reads the *.table.ts files).
export { organizations } from '../modules/organizations/organizations.table.ts';
export { organizationSettings } from '../modules/organizations/organization-settings.table.ts';
export { bankAccounts } from '../modules/organizations/bank-accounts.table.ts';
export { numberingSeries } from '../modules/organizations/numbering-series.table.ts';
export { categories } from '../modules/organizations/categories.table.ts';
export { organizationLogos } from '../modules/organizations/logos.table.ts';
export { users } from '../modules/auth/users.table.ts';
export { refreshTokens, emailTokens } from '../modules/auth/tokens.table.ts';
export { twoFactor, twoFactorRecoveryCodes } from '../modules/auth/two-factor.table.ts';
export { organizationAudit } from '../modules/organizations/organization-audit.table.ts';
export { avatars } from '../modules/account-settings/avatars.table.ts';
export { mailOutbox } from '../integrations/mail/outbox.table.ts';
export { smsLog } from '../integrations/sms/sms-log.table.ts';
export { contractors } from '../modules/contractors/contractors.table.ts';
export { companyLookups } from '../modules/lookup/company-lookups.table.ts';
export {
  invoices,
  invoiceNumberCounters,
  invoiceLines,
  invoicePayments,
  invoiceAudit,
} from '../modules/invoices/invoices.table.ts';
export { costs, costLines, costPayments, costAttachments, costAudit } from '../modules/costs/costs.table.ts';
export { debtHistory, debtScheduleRuns, referenceRates } from '../modules/debt/debt.table.ts';
export { ksefSettings, ksefSubmissions } from '../modules/ksef/ksef.table.ts';
export { serviceStatus } from '../modules/connections/connections.table.ts';
export {
  taxReturnAudit,
  taxReturnFiles,
  taxReturnOverrides,
  taxReturns,
  taxReturnSettings,
} from '../modules/tax-returns/tax-returns.table.ts';
export {
  payrollAudit,
  payrollEntries,
  payrollLists,
  payrollSettings,
} from '../modules/payroll/payroll.table.ts';
export {
  bankAudit,
  bankCreditApplications,
  bankCsvMappings,
  bankDueMatches,
  bankLines,
  bankMatches,
  bankSettings,
  bankStatements,
} from '../modules/bank-statements/bank-statements.table.ts';
export { contracts, contractAnnexes, contractAudit } from '../modules/contracts/contracts.table.ts';
export { tasks } from '../modules/todo/todo.table.ts';
export { searchRecents } from '../modules/search/search.table.ts';
export { bookmarkLists, bookmarks } from '../modules/bookmarks/bookmarks.table.ts';
export {
  notificationMails,
  notificationMailSettings,
  notificationPreferences,
  notifications,
} from '../modules/notifications/notifications.table.ts';
export {
  shopCartItems,
  shopOrderAudit,
  shopOrders,
  shopPriceLists,
  shopProducts,
  shopSettings,
  shopWishlistItems,
} from '../modules/shop/shop.table.ts';
export { shopProductImages, shopProductReviews } from '../modules/shop/shop-media.table.ts';
export {
  faqCategories,
  faqEntries,
  helpInstalls,
  kbArticles,
  kbArticleVotes,
  kbCategories,
} from '../modules/help/help.table.ts';
export { planChangeRequests } from '../modules/pricing/pricing.table.ts';
export { calendarEvents, calendarEventGuests, calendarFeeds } from '../modules/calendar/calendar.table.ts';
export {
  feedComments,
  feedLikes,
  feedPollOptions,
  feedPollVotes,
  feedPosts,
} from '../modules/profile/profile.table.ts';
export { organizationOnboarding, userTours } from '../modules/onboarding/onboarding.table.ts';
export { chatConversations, chatMessages, chatPresence, chatReads } from '../modules/chat/chat.table.ts';
export { blogComments, blogFeeds, blogPosts, contentImages } from '../modules/blog/blog.table.ts';
export {
  mailboxAttachments,
  mailboxes,
  mailboxFolders,
  mailboxMessages,
} from '../modules/mailbox/mailbox.table.ts';

// Every locale file, imported statically so Vite and esbuild both bundle them.
// Add a namespace in namespaces.ts and here.

import en_common from '../locales/en/common.json' with { type: 'json' };
import en_onboarding from '../locales/en/onboarding.json' with { type: 'json' };
import en_auth from '../locales/en/auth.json' with { type: 'json' };
import en_account from '../locales/en/account.json' with { type: 'json' };
import en_misc from '../locales/en/misc.json' with { type: 'json' };
import en_dashboard from '../locales/en/dashboard.json' with { type: 'json' };
import en_errors from '../locales/en/errors.json' with { type: 'json' };
import en_contractors from '../locales/en/contractors.json' with { type: 'json' };
import en_settings from '../locales/en/settings.json' with { type: 'json' };
import en_invoices from '../locales/en/invoices.json' with { type: 'json' };
import en_invoiceForm from '../locales/en/invoiceForm.json' with { type: 'json' };
import en_costs from '../locales/en/costs.json' with { type: 'json' };
import en_debt from '../locales/en/debt.json' with { type: 'json' };
import en_debtReports from '../locales/en/debtReports.json' with { type: 'json' };
import en_ksef from '../locales/en/ksef.json' with { type: 'json' };
import en_twoFactor from '../locales/en/twoFactor.json' with { type: 'json' };
import en_taxReturns from '../locales/en/taxReturns.json' with { type: 'json' };
import en_jpk from '../locales/en/jpk.json' with { type: 'json' };
import en_workers from '../locales/en/workers.json' with { type: 'json' };
import en_payroll from '../locales/en/payroll.json' with { type: 'json' };
import en_bankStatements from '../locales/en/bankStatements.json' with { type: 'json' };
import en_contracts from '../locales/en/contracts.json' with { type: 'json' };
import en_reports from '../locales/en/reports.json' with { type: 'json' };
import en_email from '../locales/en/email.json' with { type: 'json' };
import en_users from '../locales/en/users.json' with { type: 'json' };
import en_help from '../locales/en/help.json' with { type: 'json' };
import en_pricing from '../locales/en/pricing.json' with { type: 'json' };
import en_profile from '../locales/en/profile.json' with { type: 'json' };
import en_blog from '../locales/en/blog.json' with { type: 'json' };
import en_todo from '../locales/en/todo.json' with { type: 'json' };
import en_calendar from '../locales/en/calendar.json' with { type: 'json' };
import en_chat from '../locales/en/chat.json' with { type: 'json' };
import en_shop from '../locales/en/shop.json' with { type: 'json' };
import en_gallery from '../locales/en/gallery.json' with { type: 'json' };
import en_galleryComponents from '../locales/en/galleryComponents.json' with { type: 'json' };
import en_galleryCharts from '../locales/en/galleryCharts.json' with { type: 'json' };
import en_galleryInputs from '../locales/en/galleryInputs.json' with { type: 'json' };
import en_galleryPickers from '../locales/en/galleryPickers.json' with { type: 'json' };
import en_galleryForms from '../locales/en/galleryForms.json' with { type: 'json' };
import en_galleryUi from '../locales/en/galleryUi.json' with { type: 'json' };
import en_galleryExtensions from '../locales/en/galleryExtensions.json' with { type: 'json' };
import en_galleryLayouts from '../locales/en/galleryLayouts.json' with { type: 'json' };
import pl_common from '../locales/pl/common.json' with { type: 'json' };
import pl_onboarding from '../locales/pl/onboarding.json' with { type: 'json' };
import pl_auth from '../locales/pl/auth.json' with { type: 'json' };
import pl_account from '../locales/pl/account.json' with { type: 'json' };
import pl_misc from '../locales/pl/misc.json' with { type: 'json' };
import pl_dashboard from '../locales/pl/dashboard.json' with { type: 'json' };
import pl_errors from '../locales/pl/errors.json' with { type: 'json' };
import pl_contractors from '../locales/pl/contractors.json' with { type: 'json' };
import pl_settings from '../locales/pl/settings.json' with { type: 'json' };
import pl_invoices from '../locales/pl/invoices.json' with { type: 'json' };
import pl_invoiceForm from '../locales/pl/invoiceForm.json' with { type: 'json' };
import pl_costs from '../locales/pl/costs.json' with { type: 'json' };
import pl_debt from '../locales/pl/debt.json' with { type: 'json' };
import pl_debtReports from '../locales/pl/debtReports.json' with { type: 'json' };
import pl_ksef from '../locales/pl/ksef.json' with { type: 'json' };
import pl_twoFactor from '../locales/pl/twoFactor.json' with { type: 'json' };
import pl_taxReturns from '../locales/pl/taxReturns.json' with { type: 'json' };
import pl_jpk from '../locales/pl/jpk.json' with { type: 'json' };
import pl_workers from '../locales/pl/workers.json' with { type: 'json' };
import pl_payroll from '../locales/pl/payroll.json' with { type: 'json' };
import pl_bankStatements from '../locales/pl/bankStatements.json' with { type: 'json' };
import pl_contracts from '../locales/pl/contracts.json' with { type: 'json' };
import pl_reports from '../locales/pl/reports.json' with { type: 'json' };
import pl_email from '../locales/pl/email.json' with { type: 'json' };
import pl_users from '../locales/pl/users.json' with { type: 'json' };
import pl_help from '../locales/pl/help.json' with { type: 'json' };
import pl_pricing from '../locales/pl/pricing.json' with { type: 'json' };
import pl_profile from '../locales/pl/profile.json' with { type: 'json' };
import pl_blog from '../locales/pl/blog.json' with { type: 'json' };
import pl_todo from '../locales/pl/todo.json' with { type: 'json' };
import pl_calendar from '../locales/pl/calendar.json' with { type: 'json' };
import pl_chat from '../locales/pl/chat.json' with { type: 'json' };
import pl_shop from '../locales/pl/shop.json' with { type: 'json' };
import pl_gallery from '../locales/pl/gallery.json' with { type: 'json' };
import pl_galleryComponents from '../locales/pl/galleryComponents.json' with { type: 'json' };
import pl_galleryCharts from '../locales/pl/galleryCharts.json' with { type: 'json' };
import pl_galleryInputs from '../locales/pl/galleryInputs.json' with { type: 'json' };
import pl_galleryPickers from '../locales/pl/galleryPickers.json' with { type: 'json' };
import pl_galleryForms from '../locales/pl/galleryForms.json' with { type: 'json' };
import pl_galleryUi from '../locales/pl/galleryUi.json' with { type: 'json' };
import pl_galleryExtensions from '../locales/pl/galleryExtensions.json' with { type: 'json' };
import pl_galleryLayouts from '../locales/pl/galleryLayouts.json' with { type: 'json' };
import de_common from '../locales/de/common.json' with { type: 'json' };
import de_onboarding from '../locales/de/onboarding.json' with { type: 'json' };
import de_auth from '../locales/de/auth.json' with { type: 'json' };
import de_account from '../locales/de/account.json' with { type: 'json' };
import de_misc from '../locales/de/misc.json' with { type: 'json' };
import de_dashboard from '../locales/de/dashboard.json' with { type: 'json' };
import de_errors from '../locales/de/errors.json' with { type: 'json' };
import de_contractors from '../locales/de/contractors.json' with { type: 'json' };
import de_settings from '../locales/de/settings.json' with { type: 'json' };
import de_invoices from '../locales/de/invoices.json' with { type: 'json' };
import de_invoiceForm from '../locales/de/invoiceForm.json' with { type: 'json' };
import de_costs from '../locales/de/costs.json' with { type: 'json' };
import de_debt from '../locales/de/debt.json' with { type: 'json' };
import de_debtReports from '../locales/de/debtReports.json' with { type: 'json' };
import de_ksef from '../locales/de/ksef.json' with { type: 'json' };
import de_twoFactor from '../locales/de/twoFactor.json' with { type: 'json' };
import de_taxReturns from '../locales/de/taxReturns.json' with { type: 'json' };
import de_jpk from '../locales/de/jpk.json' with { type: 'json' };
import de_workers from '../locales/de/workers.json' with { type: 'json' };
import de_payroll from '../locales/de/payroll.json' with { type: 'json' };
import de_bankStatements from '../locales/de/bankStatements.json' with { type: 'json' };
import de_contracts from '../locales/de/contracts.json' with { type: 'json' };
import de_reports from '../locales/de/reports.json' with { type: 'json' };
import de_email from '../locales/de/email.json' with { type: 'json' };
import de_users from '../locales/de/users.json' with { type: 'json' };
import de_help from '../locales/de/help.json' with { type: 'json' };
import de_pricing from '../locales/de/pricing.json' with { type: 'json' };
import de_profile from '../locales/de/profile.json' with { type: 'json' };
import de_blog from '../locales/de/blog.json' with { type: 'json' };
import de_todo from '../locales/de/todo.json' with { type: 'json' };
import de_calendar from '../locales/de/calendar.json' with { type: 'json' };
import de_chat from '../locales/de/chat.json' with { type: 'json' };
import de_shop from '../locales/de/shop.json' with { type: 'json' };
import de_gallery from '../locales/de/gallery.json' with { type: 'json' };
import de_galleryComponents from '../locales/de/galleryComponents.json' with { type: 'json' };
import de_galleryCharts from '../locales/de/galleryCharts.json' with { type: 'json' };
import de_galleryInputs from '../locales/de/galleryInputs.json' with { type: 'json' };
import de_galleryPickers from '../locales/de/galleryPickers.json' with { type: 'json' };
import de_galleryForms from '../locales/de/galleryForms.json' with { type: 'json' };
import de_galleryUi from '../locales/de/galleryUi.json' with { type: 'json' };
import de_galleryExtensions from '../locales/de/galleryExtensions.json' with { type: 'json' };
import de_galleryLayouts from '../locales/de/galleryLayouts.json' with { type: 'json' };
import fr_common from '../locales/fr/common.json' with { type: 'json' };
import fr_onboarding from '../locales/fr/onboarding.json' with { type: 'json' };
import fr_auth from '../locales/fr/auth.json' with { type: 'json' };
import fr_account from '../locales/fr/account.json' with { type: 'json' };
import fr_misc from '../locales/fr/misc.json' with { type: 'json' };
import fr_dashboard from '../locales/fr/dashboard.json' with { type: 'json' };
import fr_errors from '../locales/fr/errors.json' with { type: 'json' };
import fr_contractors from '../locales/fr/contractors.json' with { type: 'json' };
import fr_settings from '../locales/fr/settings.json' with { type: 'json' };
import fr_invoices from '../locales/fr/invoices.json' with { type: 'json' };
import fr_invoiceForm from '../locales/fr/invoiceForm.json' with { type: 'json' };
import fr_costs from '../locales/fr/costs.json' with { type: 'json' };
import fr_debt from '../locales/fr/debt.json' with { type: 'json' };
import fr_debtReports from '../locales/fr/debtReports.json' with { type: 'json' };
import fr_ksef from '../locales/fr/ksef.json' with { type: 'json' };
import fr_twoFactor from '../locales/fr/twoFactor.json' with { type: 'json' };
import fr_taxReturns from '../locales/fr/taxReturns.json' with { type: 'json' };
import fr_jpk from '../locales/fr/jpk.json' with { type: 'json' };
import fr_workers from '../locales/fr/workers.json' with { type: 'json' };
import fr_payroll from '../locales/fr/payroll.json' with { type: 'json' };
import fr_bankStatements from '../locales/fr/bankStatements.json' with { type: 'json' };
import fr_contracts from '../locales/fr/contracts.json' with { type: 'json' };
import fr_reports from '../locales/fr/reports.json' with { type: 'json' };
import fr_email from '../locales/fr/email.json' with { type: 'json' };
import fr_users from '../locales/fr/users.json' with { type: 'json' };
import fr_help from '../locales/fr/help.json' with { type: 'json' };
import fr_pricing from '../locales/fr/pricing.json' with { type: 'json' };
import fr_profile from '../locales/fr/profile.json' with { type: 'json' };
import fr_blog from '../locales/fr/blog.json' with { type: 'json' };
import fr_todo from '../locales/fr/todo.json' with { type: 'json' };
import fr_calendar from '../locales/fr/calendar.json' with { type: 'json' };
import fr_chat from '../locales/fr/chat.json' with { type: 'json' };
import fr_shop from '../locales/fr/shop.json' with { type: 'json' };
import fr_gallery from '../locales/fr/gallery.json' with { type: 'json' };
import fr_galleryComponents from '../locales/fr/galleryComponents.json' with { type: 'json' };
import fr_galleryCharts from '../locales/fr/galleryCharts.json' with { type: 'json' };
import fr_galleryInputs from '../locales/fr/galleryInputs.json' with { type: 'json' };
import fr_galleryPickers from '../locales/fr/galleryPickers.json' with { type: 'json' };
import fr_galleryForms from '../locales/fr/galleryForms.json' with { type: 'json' };
import fr_galleryUi from '../locales/fr/galleryUi.json' with { type: 'json' };
import fr_galleryExtensions from '../locales/fr/galleryExtensions.json' with { type: 'json' };
import fr_galleryLayouts from '../locales/fr/galleryLayouts.json' with { type: 'json' };
import pt_common from '../locales/pt/common.json' with { type: 'json' };
import pt_onboarding from '../locales/pt/onboarding.json' with { type: 'json' };
import pt_auth from '../locales/pt/auth.json' with { type: 'json' };
import pt_account from '../locales/pt/account.json' with { type: 'json' };
import pt_misc from '../locales/pt/misc.json' with { type: 'json' };
import pt_dashboard from '../locales/pt/dashboard.json' with { type: 'json' };
import pt_errors from '../locales/pt/errors.json' with { type: 'json' };
import pt_contractors from '../locales/pt/contractors.json' with { type: 'json' };
import pt_settings from '../locales/pt/settings.json' with { type: 'json' };
import pt_invoices from '../locales/pt/invoices.json' with { type: 'json' };
import pt_invoiceForm from '../locales/pt/invoiceForm.json' with { type: 'json' };
import pt_costs from '../locales/pt/costs.json' with { type: 'json' };
import pt_debt from '../locales/pt/debt.json' with { type: 'json' };
import pt_debtReports from '../locales/pt/debtReports.json' with { type: 'json' };
import pt_ksef from '../locales/pt/ksef.json' with { type: 'json' };
import pt_twoFactor from '../locales/pt/twoFactor.json' with { type: 'json' };
import pt_taxReturns from '../locales/pt/taxReturns.json' with { type: 'json' };
import pt_jpk from '../locales/pt/jpk.json' with { type: 'json' };
import pt_workers from '../locales/pt/workers.json' with { type: 'json' };
import pt_payroll from '../locales/pt/payroll.json' with { type: 'json' };
import pt_bankStatements from '../locales/pt/bankStatements.json' with { type: 'json' };
import pt_contracts from '../locales/pt/contracts.json' with { type: 'json' };
import pt_reports from '../locales/pt/reports.json' with { type: 'json' };
import pt_email from '../locales/pt/email.json' with { type: 'json' };
import pt_users from '../locales/pt/users.json' with { type: 'json' };
import pt_help from '../locales/pt/help.json' with { type: 'json' };
import pt_pricing from '../locales/pt/pricing.json' with { type: 'json' };
import pt_profile from '../locales/pt/profile.json' with { type: 'json' };
import pt_blog from '../locales/pt/blog.json' with { type: 'json' };
import pt_todo from '../locales/pt/todo.json' with { type: 'json' };
import pt_calendar from '../locales/pt/calendar.json' with { type: 'json' };
import pt_chat from '../locales/pt/chat.json' with { type: 'json' };
import pt_shop from '../locales/pt/shop.json' with { type: 'json' };
import pt_gallery from '../locales/pt/gallery.json' with { type: 'json' };
import pt_galleryComponents from '../locales/pt/galleryComponents.json' with { type: 'json' };
import pt_galleryCharts from '../locales/pt/galleryCharts.json' with { type: 'json' };
import pt_galleryInputs from '../locales/pt/galleryInputs.json' with { type: 'json' };
import pt_galleryPickers from '../locales/pt/galleryPickers.json' with { type: 'json' };
import pt_galleryForms from '../locales/pt/galleryForms.json' with { type: 'json' };
import pt_galleryUi from '../locales/pt/galleryUi.json' with { type: 'json' };
import pt_galleryExtensions from '../locales/pt/galleryExtensions.json' with { type: 'json' };
import pt_galleryLayouts from '../locales/pt/galleryLayouts.json' with { type: 'json' };
import type { Language } from './languages.ts';
import type { Namespace } from './namespaces.ts';

export type TranslationTree = { [key: string]: string | TranslationTree };

export const resources: Record<Language, Record<Namespace, TranslationTree>> = {
  en: {
    common: en_common,
    onboarding: en_onboarding,
    auth: en_auth,
    account: en_account,
    misc: en_misc,
    dashboard: en_dashboard,
    errors: en_errors,
    contractors: en_contractors,
    settings: en_settings,
    invoices: en_invoices,
    invoiceForm: en_invoiceForm,
    costs: en_costs,
    debt: en_debt,
    debtReports: en_debtReports,
    ksef: en_ksef,
    twoFactor: en_twoFactor,
    taxReturns: en_taxReturns,
    jpk: en_jpk,
    workers: en_workers,
    payroll: en_payroll,
    bankStatements: en_bankStatements,
    contracts: en_contracts,
    reports: en_reports,
    email: en_email,
    users: en_users,
    help: en_help,
    pricing: en_pricing,
    profile: en_profile,
    blog: en_blog,
    todo: en_todo,
    calendar: en_calendar,
    chat: en_chat,
    shop: en_shop,
    gallery: en_gallery,
    galleryComponents: en_galleryComponents,
    galleryCharts: en_galleryCharts,
    galleryInputs: en_galleryInputs,
    galleryPickers: en_galleryPickers,
    galleryForms: en_galleryForms,
    galleryUi: en_galleryUi,
    galleryExtensions: en_galleryExtensions,
    galleryLayouts: en_galleryLayouts,
  },
  pl: {
    common: pl_common,
    onboarding: pl_onboarding,
    auth: pl_auth,
    account: pl_account,
    misc: pl_misc,
    dashboard: pl_dashboard,
    errors: pl_errors,
    contractors: pl_contractors,
    settings: pl_settings,
    invoices: pl_invoices,
    invoiceForm: pl_invoiceForm,
    costs: pl_costs,
    debt: pl_debt,
    debtReports: pl_debtReports,
    ksef: pl_ksef,
    twoFactor: pl_twoFactor,
    taxReturns: pl_taxReturns,
    jpk: pl_jpk,
    workers: pl_workers,
    payroll: pl_payroll,
    bankStatements: pl_bankStatements,
    contracts: pl_contracts,
    reports: pl_reports,
    email: pl_email,
    users: pl_users,
    help: pl_help,
    pricing: pl_pricing,
    profile: pl_profile,
    blog: pl_blog,
    todo: pl_todo,
    calendar: pl_calendar,
    chat: pl_chat,
    shop: pl_shop,
    gallery: pl_gallery,
    galleryComponents: pl_galleryComponents,
    galleryCharts: pl_galleryCharts,
    galleryInputs: pl_galleryInputs,
    galleryPickers: pl_galleryPickers,
    galleryForms: pl_galleryForms,
    galleryUi: pl_galleryUi,
    galleryExtensions: pl_galleryExtensions,
    galleryLayouts: pl_galleryLayouts,
  },
  de: {
    common: de_common,
    onboarding: de_onboarding,
    auth: de_auth,
    account: de_account,
    misc: de_misc,
    dashboard: de_dashboard,
    errors: de_errors,
    contractors: de_contractors,
    settings: de_settings,
    invoices: de_invoices,
    invoiceForm: de_invoiceForm,
    costs: de_costs,
    debt: de_debt,
    debtReports: de_debtReports,
    ksef: de_ksef,
    twoFactor: de_twoFactor,
    taxReturns: de_taxReturns,
    jpk: de_jpk,
    workers: de_workers,
    payroll: de_payroll,
    bankStatements: de_bankStatements,
    contracts: de_contracts,
    reports: de_reports,
    email: de_email,
    users: de_users,
    help: de_help,
    pricing: de_pricing,
    profile: de_profile,
    blog: de_blog,
    todo: de_todo,
    calendar: de_calendar,
    chat: de_chat,
    shop: de_shop,
    gallery: de_gallery,
    galleryComponents: de_galleryComponents,
    galleryCharts: de_galleryCharts,
    galleryInputs: de_galleryInputs,
    galleryPickers: de_galleryPickers,
    galleryForms: de_galleryForms,
    galleryUi: de_galleryUi,
    galleryExtensions: de_galleryExtensions,
    galleryLayouts: de_galleryLayouts,
  },
  fr: {
    common: fr_common,
    onboarding: fr_onboarding,
    auth: fr_auth,
    account: fr_account,
    misc: fr_misc,
    dashboard: fr_dashboard,
    errors: fr_errors,
    contractors: fr_contractors,
    settings: fr_settings,
    invoices: fr_invoices,
    invoiceForm: fr_invoiceForm,
    costs: fr_costs,
    debt: fr_debt,
    debtReports: fr_debtReports,
    ksef: fr_ksef,
    twoFactor: fr_twoFactor,
    taxReturns: fr_taxReturns,
    jpk: fr_jpk,
    workers: fr_workers,
    payroll: fr_payroll,
    bankStatements: fr_bankStatements,
    contracts: fr_contracts,
    reports: fr_reports,
    email: fr_email,
    users: fr_users,
    help: fr_help,
    pricing: fr_pricing,
    profile: fr_profile,
    blog: fr_blog,
    todo: fr_todo,
    calendar: fr_calendar,
    chat: fr_chat,
    shop: fr_shop,
    gallery: fr_gallery,
    galleryComponents: fr_galleryComponents,
    galleryCharts: fr_galleryCharts,
    galleryInputs: fr_galleryInputs,
    galleryPickers: fr_galleryPickers,
    galleryForms: fr_galleryForms,
    galleryUi: fr_galleryUi,
    galleryExtensions: fr_galleryExtensions,
    galleryLayouts: fr_galleryLayouts,
  },
  pt: {
    common: pt_common,
    onboarding: pt_onboarding,
    auth: pt_auth,
    account: pt_account,
    misc: pt_misc,
    dashboard: pt_dashboard,
    errors: pt_errors,
    contractors: pt_contractors,
    settings: pt_settings,
    invoices: pt_invoices,
    invoiceForm: pt_invoiceForm,
    costs: pt_costs,
    debt: pt_debt,
    debtReports: pt_debtReports,
    ksef: pt_ksef,
    twoFactor: pt_twoFactor,
    taxReturns: pt_taxReturns,
    jpk: pt_jpk,
    workers: pt_workers,
    payroll: pt_payroll,
    bankStatements: pt_bankStatements,
    contracts: pt_contracts,
    reports: pt_reports,
    email: pt_email,
    users: pt_users,
    help: pt_help,
    pricing: pt_pricing,
    profile: pt_profile,
    blog: pt_blog,
    todo: pt_todo,
    calendar: pt_calendar,
    chat: pt_chat,
    shop: pt_shop,
    gallery: pt_gallery,
    galleryComponents: pt_galleryComponents,
    galleryCharts: pt_galleryCharts,
    galleryInputs: pt_galleryInputs,
    galleryPickers: pt_galleryPickers,
    galleryForms: pt_galleryForms,
    galleryUi: pt_galleryUi,
    galleryExtensions: pt_galleryExtensions,
    galleryLayouts: pt_galleryLayouts,
  },
};

/**
 * The modules in their declared order, foundations first. A module imports only modules before
 * it (never one after it, never itself through a cycle): test/boundaries/module-graph.test.ts fails
 * otherwise. A rule that two modules need lives in the lower one; when a lower module needs an
 * answer only a higher one has, the composition root (server/app.ts) hands it a function (the
 * settings' currency lock) or it reads the table it needs in its own repository, a read listed in
 * test/boundaries/table-owners.test.ts (the catalogue's held seats). No module writes another's
 * tables (docs/architecture.md §Tables and their owners).
 */
export const MODULE_ORDER = [
  "audit", // the private-data access log: written by media, booking and report
  "media", // files and images
  "setting", // site settings: everyone above reads them; its screen uploads the logo through media
  "notification", // the mail outbox
  "system", // health and version
  "account", // users, sessions, customers
  "content", // pages, FAQ, gallery, sliders, contact
  "catalog", // destinations, categories, packages, departures, seats
  "agent", // agents: applications, review, codes; booking asks it for a referral's agent (decision 078)
  "booking", // bookings, guests, statuses, history; the booking page's money until step c2 of decision 072
  "gateway", // online payment providers: checkouts, signed notifications, reconciliation, the offline sandbox
  "payment", // payments, online providers, transfers, statements, schedule and reminders, refunds, bank accounts
  "savings", // savings plans (tabungan umrah): deposits in booking's ledger, conversion to a booking (decision 084)
  "commission", // agents' commissions: schemes, the ledger of lines, payouts (decision 078)
  "operations", // departure operations: the rooming list (decision 072); flights, hotels, visas to come
  "document", // pilgrim documents: requirements per package, guests' uploads and reviews, readiness, retention
  "privacy", // a customer's data export and account closure (anonymisation)
  "report", // booking reports, manifests
  "dashboard", // the panel's figures
] as const;

export type ModuleName = (typeof MODULE_ORDER)[number];

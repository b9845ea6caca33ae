/**
 * Class names of the storefront's larger calls to action (book, log in, see the booking) and their
 * outlined second choice. Kept apart from the panel's `buttonClass` (page-header.tsx): a storefront
 * page importing that file would load the panel's header with it (test/e2e/budget.spec.ts).
 */
export const ctaClass = {
  primary:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800",
  outline:
    "inline-flex min-h-12 items-center justify-center gap-2 rounded-md border border-brand-700 bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50",
};

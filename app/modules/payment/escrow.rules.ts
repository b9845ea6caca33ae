/**
 * The accounts a booking's transfer is offered (docs/product.md §Licences, reference price and
 * escrow): an umrah booking only the pilgrims' escrow account when one is marked; any other booking
 * the agency's other accounts (all of them when the escrow account is the only one).
 */
export function accountsFor<T extends { is_escrow: boolean }>(
  kind: "tour" | "umrah" | null,
  accounts: readonly T[],
): T[] {
  const escrow = accounts.filter((a) => a.is_escrow);
  if (kind === "umrah" && escrow.length > 0) return escrow;
  if (kind === null) return [...accounts];
  const others = accounts.filter((a) => !a.is_escrow);
  return others.length > 0 ? others : [...accounts];
}

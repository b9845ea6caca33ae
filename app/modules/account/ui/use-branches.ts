import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { branchQueries } from "#app/modules/account/account.api-client";
import { toLocale } from "#app/shared/i18n/config";
import { pickLocale } from "#app/shared/translate";

/** A branch as the staff screens name it: in the reader's language. */
export interface BranchChoice {
  id: number;
  name: string;
  active: boolean;
  /** The name as a choice shows it: marked when the branch is inactive. */
  label: string;
}

/**
 * Every branch of the agency, named in the reader's language (docs/product.md §Staff roles and
 * branches): the staff list's names and filter, the staff forms' choices. Inactive ones are kept,
 * as a colleague may still belong to one.
 */
export function useBranches() {
  const { t, i18n } = useTranslation("staff");
  const locale = toLocale(i18n.language) ?? "id";
  const query = useQuery(branchQueries.choices());
  return useMemo(() => {
    const branches: BranchChoice[] = (query.data?.data ?? []).map((b) => {
      const name = pickLocale(b.name, locale);
      return { id: b.id, name, active: b.active, label: b.active ? name : t("form.inactive_branch", { name }) };
    });
    const names = new Map(branches.map((b) => [b.id, b.name]));
    // `loading` until the first answer: a select drawn before its options would lose its value.
    return { branches, nameOf: (id: number) => names.get(id), loading: query.isPending };
  }, [query.data, query.isPending, locale, t]);
}

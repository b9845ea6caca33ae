import { useCallback, useEffect, useRef, useState } from "react";
import type { FieldErrors, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import type { Locale } from "#app/shared/i18n/config";
import { handleWriteError } from "#app/shared/http/panel-api";
import { localesWithErrors } from "./form-values";
import { useContractForm } from "./use-contract-form";

/**
 * A panel form with texts in every language: react-hook-form checked by the form's zod
 * contract, one language tab open at a time, and the tab holding an error opened for the user,
 * whether the error comes from the contract in the browser or from the server's 422 (a hidden
 * tab's error would otherwise be missed). `defaultValues` must be stable (memoised): the form is
 * reset to them when they change (a record read again).
 */
export function useTranslatableForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: z.input<S>,
) {
  const { t } = useTranslation("catalog_admin");
  const [tab, setTab] = useState<Locale>("id");
  const tabRef = useRef(tab);
  tabRef.current = tab;
  const form = useContractForm(schema, { defaultValues: defaultValues as never, shouldFocusError: true });
  useEffect(() => form.reset(defaultValues as never), [defaultValues, form]);
  const errorLocales = localesWithErrors(form.formState.errors);

  const openErrorTab = useCallback((errors: FieldErrors) => {
    const locs = localesWithErrors(errors);
    if (locs.length && !locs.includes(tabRef.current)) setTab(locs[0]);
  }, []);

  /**
   * The submit handler of the form: `write` sends the contract's body; a failed write puts the
   * server's field messages under their fields and opens the tab of the first one.
   */
  const onSubmit = (write: (input: z.output<S>) => Promise<unknown>) =>
    form.handleSubmit(async (input) => {
      try {
        await write(input);
      } catch (err) {
        handleWriteError(err, t("ui.unavailable"), form);
        openErrorTab(form.formState.errors);
      }
    }, openErrorTab);

  return {
    form,
    tab,
    setTab,
    errorLocales,
    onSubmit,
    /** The props of `TranslationTabs` for this form. */
    tabs: { value: tab, onValueChange: setTab, errorLocales, label: t("ui.language_tabs") },
  };
}

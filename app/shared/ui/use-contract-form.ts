import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldErrors, type FieldValues, type Resolver, type UseFormProps, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { issueMessage } from "#app/shared/validation";

/**
 * Contracts put message keys on their own checks (`{ message: "username_format" }`); zod 4
 * lets such a message win over the parse-time error map, so those keys are translated here.
 */
function translateKeys(errors: FieldErrors, t: (key: string) => string, exists: (key: string) => boolean) {
  for (const [key, value] of Object.entries(errors)) {
    // `ref` is the DOM element of the field: never walk into it.
    if (key === "ref" || !value || typeof value !== "object") continue;
    const node = value as { message?: unknown };
    if (typeof node.message === "string" && /^[a-z][a-z0-9_]*$/.test(node.message) && exists(node.message)) {
      node.message = t(node.message);
    }
    translateKeys(value as FieldErrors, t, exists);
  }
}

/**
 * react-hook-form driven by an operation's zod contract, with the same translated messages
 * the server sends in its 422 bodies (shared issueMessage).
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
) {
  const { t, i18n } = useTranslation("errors");
  // A panel form's own messages are in `errors_panel`, loaded on panel screens only (never asked
  // for here, so a storefront form does not fetch it).
  const ns = ["errors", "errors_panel"];
  const base = zodResolver(
    schema as never,
    {
      error: (issue: Parameters<typeof issueMessage>[0]) => {
        const m = issueMessage(issue);
        return t(m.key, { ...m.values, ns });
      },
    } as never,
  ) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  const resolver: Resolver<z.input<S>, unknown, z.output<S>> = async (values, context, opts) => {
    const result = await base(values, context, opts);
    translateKeys(
      result.errors as FieldErrors,
      (key: string) => t(key, { ns }),
      (key) => i18n.exists(key, { ns }),
    );
    return result;
  };
  return useForm<z.input<S>, unknown, z.output<S>>({ ...options, resolver });
}

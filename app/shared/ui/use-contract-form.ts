import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldValues, type UseFormProps, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { issueMessage } from "../validation";

/**
 * react-hook-form driven by an operation's zod contract, with the same translated messages
 * the server sends in its 422 bodies (shared issueMessage).
 */
export function useContractForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, "resolver"> = {},
) {
  const { t } = useTranslation("errors");
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: zodResolver(
      schema as never,
      {
        error: (issue: Parameters<typeof issueMessage>[0]) => {
          const m = issueMessage(issue);
          return t(m.key, m.values);
        },
      } as never,
    ) as never,
  });
}

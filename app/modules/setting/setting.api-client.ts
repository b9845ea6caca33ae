import type { z } from "zod";
import type { cancellationPolicyResponse, settingResponse } from "./setting.contract";
import { api } from "#app/shared/http/client";
import type { SettingEditDto, SettingInput, SettingWriteResponse } from "./setting.contract";

// No TanStack Query import here: the root route (every page, the storefront's shell chunk) reads
// the public setting through this client, and the storefront does not load TanStack Query.

/** Query keys of the site setting (the values the panel's content screens always used). */
export const settingKeys = {
  all: ["panel", "content", "setting"] as const,
  edit: ["panel", "content", "setting", "edit"] as const,
};

export const settingClient = {
  /** The site's public setting (quiet: its one caller, the root after start, changes nothing on a failure). */
  public: () => api<z.infer<typeof settingResponse>>("/setting", { quiet: true }),
  edit: (signal?: AbortSignal) => api<{ data: SettingEditDto }>("/setting/edit", { signal }),
  update: (input: SettingInput) => api<SettingWriteResponse>("/setting", { method: "PUT", body: input }),
};

export const settingQueries = {
  /** The setting as its form edits it: always read fresh. */
  edit: () => ({
    queryKey: settingKeys.edit,
    queryFn: ({ signal }: { signal: AbortSignal }) => settingClient.edit(signal),
    staleTime: 0,
    gcTime: 0,
  }),
};

type CancellationPolicyDto = z.infer<typeof cancellationPolicyResponse>["data"];
/** The site's cancellation penalty tiers (panel settings, decision 042). */
export const cancellationPolicyClient = {
  get: (signal?: AbortSignal) => api<{ data: CancellationPolicyDto }>("/setting/cancellation-policy", { signal }),
  update: (input: CancellationPolicyDto) =>
    api<{ message: string; data: CancellationPolicyDto }>("/setting/cancellation-policy", {
      method: "PUT",
      body: input,
    }),
};

import type { z } from "zod";
import { api, ApiError } from "#app/shared/http/client";
import type {
  adminClosureActionResponse,
  adminClosureListResponse,
  closureActionResponse,
  ClosureRejectBody,
  ClosureRequestBody,
  myClosureResponse,
} from "./privacy.contract";

/* The browser's one door to the privacy API: every URL of the data export and closure screens. */

export const privacyKeys = {
  mine: ["privacy", "closure", "mine"] as const,
  list: ["privacy", "closures"] as const,
};

/** The zip and the name the server gave it (Content-Disposition). */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

export const privacyClient = {
  myClosure: (signal?: AbortSignal) => api<z.infer<typeof myClosureResponse>>("/account/closure", { signal }),
  requestClosure: (body: ClosureRequestBody) =>
    api<z.infer<typeof closureActionResponse>>("/account/closure", { method: "POST", body }),
  withdrawClosure: () => api<z.infer<typeof closureActionResponse>>("/account/closure", { method: "DELETE" }),
  list: (signal?: AbortSignal) => api<z.infer<typeof adminClosureListResponse>>("/account-closures", { signal }),
  approve: (id: number) =>
    api<z.infer<typeof adminClosureActionResponse>>(`/account-closures/${id}/approve`, { method: "POST" }),
  reject: (id: number, body: ClosureRejectBody) =>
    api<z.infer<typeof adminClosureActionResponse>>(`/account-closures/${id}/reject`, { method: "POST", body }),
  /**
   * The data export as a file: fetched (not a plain link) so the button can show that it is being
   * prepared and a refusal (429) reads as a message, not as a saved error page.
   */
  async exportMyData(locale: string): Promise<DownloadedFile> {
    const res = await fetch(`/api/account/export?lang=${encodeURIComponent(locale)}`, {
      credentials: "same-origin",
      headers: { "accept-language": locale },
    });
    if (!res.ok) {
      const text = await res.text();
      throw new ApiError(res.status, text ? JSON.parse(text) : {});
    }
    const disposition = res.headers.get("content-disposition") ?? "";
    const filename = disposition.match(/filename="([^"]+)"/)?.[1] ?? "data.zip";
    return { blob: await res.blob(), filename };
  },
};

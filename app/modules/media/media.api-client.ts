import { api } from "#app/shared/http/client";
import type { UploadResponse } from "./media.contract";

/** What an upload is for: a public image (re-encoded to WebP), an avatar, or a private document. */
export type UploadPurpose = "image" | "avatar" | "document";

export const mediaClient = {
  /** POST /api/upload?purpose=…: a document (transfer proof, visa) stays private to its owner and the admins. */
  upload: (file: File, purpose: UploadPurpose) => {
    const body = new FormData();
    body.append("file", file);
    return api<UploadResponse>(`/upload?purpose=${purpose}`, { method: "POST", body });
  },
  uploadImage: (file: File) => mediaClient.upload(file, "image"),
};

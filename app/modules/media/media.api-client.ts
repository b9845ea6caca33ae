import { api } from "#app/shared/http/client";
import type { UploadResponse } from "./media.contract";

export const mediaClient = {
  /** POST /api/upload?purpose=image: the file is re-encoded to WebP on the server. */
  uploadImage: (file: File) => {
    const body = new FormData();
    body.append("file", file);
    return api<UploadResponse>("/upload?purpose=image", { method: "POST", body });
  },
};

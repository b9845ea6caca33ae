import { useSyncExternalStore } from "react";

type ToastModule = typeof import("react-toastify");

// react-toastify (about 10 KB of gzipped JavaScript) loads with the first toast, not with every
// storefront page: most visits never show one. Toasts emitted before its container mounts are
// queued by the library and shown as soon as it does.
let module: Promise<ToastModule> | null = null;
const listeners = new Set<() => void>();

export function loadToasts(): Promise<ToastModule> {
  if (!module) {
    module = import("react-toastify");
    for (const notify of listeners) notify();
  }
  return module;
}

/** Whether a toast has been asked for yet (the container mounts from then on). */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => module !== null,
    () => false,
  );
}

// The message is the toast's id: the same message asked for again while it is still on screen
// (two requests refused for one reason) is shown once.
const show = (kind: "success" | "error" | "info") => (message: string) => {
  void loadToasts().then(({ toast: t }) => t[kind](message, { toastId: `${kind}:${message}` }));
};

/** The app's toasts (docs/product.md §Errors and input): `toast.success(t("..."))`. */
export const toast = { success: show("success"), error: show("error"), info: show("info") };

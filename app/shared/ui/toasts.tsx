import { lazy, Suspense } from "react";
import { useToastsRequested } from "./toast";

// The container comes with the library, on the first toast (see toast.ts).
const Container = lazy(() => import("react-toastify").then((m) => ({ default: m.ToastContainer })));

/** Toasts as docs/product.md §Errors and input fixes them: 3000 ms, top-right, dismissible, pause on hover. */
export function Toasts() {
  if (!useToastsRequested()) return null;
  return (
    <Suspense fallback={null}>
      <Container position="top-right" autoClose={3000} closeOnClick pauseOnHover draggable={false} newestOnTop />
    </Suspense>
  );
}

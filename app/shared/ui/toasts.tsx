import { ToastContainer } from "react-toastify";

/** Toasts as product.md section 9 fixes them: 3000 ms, top-right, dismissible, pause on hover. */
export function Toasts() {
  return (
    <ToastContainer position="top-right" autoClose={3000} closeOnClick pauseOnHover draggable={false} newestOnTop />
  );
}

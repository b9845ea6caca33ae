import { Link } from "react-router";

/** A booking's code as the link to its detail in the panel's booking history (lists, dashboards, report). */
export function BookingCodeLink({ id, code, testId }: { id: string; code: string; testId: string }) {
  return (
    <Link
      to={`/panel/booking-history/${id}`}
      className="font-mono font-semibold text-brand-800 underline-offset-2 hover:underline"
      data-testid={testId}
    >
      {code}
    </Link>
  );
}

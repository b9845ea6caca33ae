import { Suspense, useEffect, useState } from "react";

/** Whether the page has hydrated: server rendering and the first client render agree on false. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * The drawing area of a chart whose library (Recharts) is loaded on demand: a grey placeholder
 * while the figures load (`loading`), on the server and until the page has hydrated, and while
 * the chart's code arrives; `empty` instead when there is nothing to draw. The figures are in a
 * table beside it for assistive technology, so the drawing is for the eye only (aria-hidden).
 */
export function ChartArea({
  className,
  testId,
  loading = false,
  empty,
  children,
}: {
  className: string;
  testId: string;
  loading?: boolean;
  empty?: React.ReactNode;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const placeholder = <div className="h-full rounded-lg bg-slate-50" />;
  return (
    <div className={className} aria-hidden="true" data-testid={testId}>
      {loading ? (
        placeholder
      ) : empty ? (
        empty
      ) : hydrated ? (
        <Suspense fallback={placeholder}>{children}</Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** The panel charts' common look (Recharts props): grid, period axis, ticks, hover cursor. */
export const chartStyle = {
  grid: { vertical: false, stroke: "#e2e8f0" },
  periodAxis: {
    dataKey: "label",
    tickLine: false,
    axisLine: { stroke: "#cbd5e1" },
    tick: { fill: "#475569", fontSize: 12 },
    interval: "preserveStartEnd",
  },
  tick: { fill: "#475569", fontSize: 12 },
  cursor: { fill: "#ecfdf5" },
} as const;

/** The tooltip's title: the long name of the hovered period ("March 2026"). */
export const periodName = (_: unknown, payload: readonly { payload?: { name?: string } }[] | undefined) =>
  payload?.[0]?.payload?.name ?? "";

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { chartStyle, periodName } from "#app/shared/ui/chart-frame";

export interface ChartPoint {
  /** Short month label ("Mar 26"). */
  label: string;
  /** Long month label for the tooltip ("March 2026"). */
  name: string;
  count: number;
}

/**
 * The bookings-per-month bars. Loaded on demand after the page has hydrated (Recharts is a
 * large library the first paint does not need); the figures themselves are also in a table for
 * assistive technology, so the chart is decorative to them (no keyboard layer, aria-hidden).
 */
export default function BookingsChart({ data, seriesLabel }: { data: ChartPoint[]; seriesLabel: string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid {...chartStyle.grid} />
        <XAxis {...chartStyle.periodAxis} minTickGap={4} />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={chartStyle.tick} />
        <Tooltip cursor={chartStyle.cursor} labelFormatter={periodName} formatter={(value) => [value, seriesLabel]} />
        <Bar dataKey="count" fill="var(--color-brand-600)" radius={[4, 4, 0, 0]} maxBarSize={40} />
      </BarChart>
    </ResponsiveContainer>
  );
}

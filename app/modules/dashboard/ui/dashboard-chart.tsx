import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

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
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis
          dataKey="label"
          tickLine={false}
          axisLine={{ stroke: "#cbd5e1" }}
          tick={{ fill: "#475569", fontSize: 12 }}
          interval="preserveStartEnd"
          minTickGap={4}
        />
        <YAxis allowDecimals={false} tickLine={false} axisLine={false} tick={{ fill: "#475569", fontSize: 12 }} />
        <Tooltip
          cursor={{ fill: "#ecfdf5" }}
          labelFormatter={(_, payload) => (payload?.[0]?.payload as ChartPoint | undefined)?.name ?? ""}
          formatter={(value) => [value, seriesLabel]}
        />
        <Bar dataKey="count" fill="var(--color-brand-600)" radius={[4, 4, 0, 0]} maxBarSize={40} />
      </BarChart>
    </ResponsiveContainer>
  );
}

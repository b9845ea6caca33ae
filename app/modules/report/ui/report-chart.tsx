import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { chartStyle, periodName } from "#app/shared/ui/chart-frame";

export interface ReportChartPoint {
  /** Short period label for the axis ("Mar 25", "14 Mar"). */
  label: string;
  /** Long label for the tooltip ("March 2025"). */
  name: string;
  bookings: number;
  /** Confirmed payments of these bookings (minor units). */
  paid: number;
}

/**
 * Bookings (bars, left axis) and confirmed amounts (line, right axis) per month or day. Loaded
 * on demand by the report screen only: Recharts never weighs on the panel's other pages. The
 * same figures are in a table for assistive technology, so the drawing is aria-hidden.
 */
export default function ReportChart({
  data,
  labels,
  money,
  moneyCompact,
}: {
  data: ReportChartPoint[];
  labels: { bookings: string; paid: string };
  money: (minor: number) => string;
  moneyCompact: (minor: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 0, bottom: 0, left: -12 }} accessibilityLayer={false}>
        <CartesianGrid {...chartStyle.grid} />
        <XAxis {...chartStyle.periodAxis} minTickGap={8} />
        <YAxis yAxisId="bookings" allowDecimals={false} tickLine={false} axisLine={false} tick={chartStyle.tick} />
        <YAxis
          yAxisId="paid"
          orientation="right"
          tickLine={false}
          axisLine={false}
          tick={{ fill: "#92400e", fontSize: 12 }}
          tickFormatter={(v: number) => moneyCompact(v)}
          width={56}
        />
        <Tooltip
          cursor={chartStyle.cursor}
          labelFormatter={periodName}
          formatter={(value, key) =>
            key === "paid" ? [money(Number(value)), labels.paid] : [String(value), labels.bookings]
          }
        />
        <Legend
          verticalAlign="top"
          height={28}
          iconSize={10}
          formatter={(key) => (key === "paid" ? labels.paid : labels.bookings)}
          wrapperStyle={{ fontSize: 12, color: "#334155" }}
        />
        <Bar
          yAxisId="bookings"
          dataKey="bookings"
          fill="var(--color-brand-600)"
          radius={[4, 4, 0, 0]}
          maxBarSize={36}
          isAnimationActive={false}
        />
        <Line
          yAxisId="paid"
          dataKey="paid"
          type="monotone"
          stroke="var(--color-gold-500)"
          strokeWidth={2}
          dot={data.length <= 31}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

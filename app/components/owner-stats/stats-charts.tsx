/**
 * The charts of /mi-comercio/{id}/estadisticas, drawn with Recharts. This module is its own chunk,
 * loaded only after the page hydrates (stats-chart-slot.tsx): visitors never download it, and the
 * server never renders it (its inline sizing would need style attributes, which the CSP refuses).
 * The colours follow the resolved theme (passed in); each chart's numbers are also in the table beside it.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { type ChartSpec, periodLabel } from "./chart-specs.ts";

const PALETTE = {
  light: {
    grid: "#e2e8f0",
    axis: "#475569",
    surface: "#ffffff",
    text: "#0f172a",
    series: ["#1d64e0", "#047857", "#7c3aed", "#b45309", "#be123c", "#64748b"],
  },
  dark: {
    grid: "#24314d",
    axis: "#a3b1c6",
    surface: "#111a2e",
    text: "#e2e8f0",
    series: ["#60a5fa", "#34d399", "#a78bfa", "#fbbf24", "#fb7185", "#94a3b8"],
  },
} as const;

/** "4.000.000" on the axis, as Argentina writes it. */
const GROUPED = new Intl.NumberFormat("es-AR");

/** `dark` comes from the page (useTheme there): importing the theme hook here would split it out of the home page's chunks. */
export default function StatsChart({ spec, dark }: { spec: ChartSpec; dark: boolean }) {
  const colors = PALETTE[dark ? "dark" : "light"];
  /** "2026-11-21" → "21/11" on the axis ("2026-11" → "11/26"). */
  const shortDay = (date: string) => periodLabel(date, spec.period);
  // Wide enough for the longest tick ("12000" needs more than "40").
  const top = Math.max(0, ...spec.rows.flatMap((row) => spec.series.map((s) => Number(row[s.key]) || 0)));
  const yAxisWidth = Math.max(
    36,
    GROUPED.format(Math.round(spec.stacked ? top * spec.series.length : top)).length * 7 + 14,
  );
  const colorOf = (i: number, muted?: boolean) => (muted ? colors.series[5] : colors.series[i % 5]);
  const axis = { stroke: colors.axis, tick: { fill: colors.axis, fontSize: 12 }, tickLine: false };
  const tooltip = (
    <Tooltip
      labelFormatter={(label) => (typeof label === "string" ? shortDay(label) : String(label))}
      contentStyle={{ background: colors.surface, borderColor: colors.grid, color: colors.text, borderRadius: 12 }}
      cursor={{ fill: colors.grid, opacity: 0.4 }}
    />
  );
  const common = (
    <>
      <CartesianGrid stroke={colors.grid} vertical={false} />
      <XAxis dataKey="date" tickFormatter={shortDay} minTickGap={16} {...axis} />
      <YAxis
        allowDecimals={false}
        width={yAxisWidth}
        tickFormatter={(v: number) => GROUPED.format(v)}
        domain={spec.domain ?? [0, "auto"]}
        {...axis}
      />
      {tooltip}
      <Legend wrapperStyle={{ color: colors.text, fontSize: 12 }} />
    </>
  );
  return (
    <ResponsiveContainer width="100%" height={240}>
      {spec.kind === "line" ? (
        <LineChart accessibilityLayer={false} data={spec.rows} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
          {common}
          {spec.series.map((s, i) => (
            <Line
              key={s.key}
              dataKey={s.key}
              name={s.label}
              type="monotone"
              stroke={colorOf(i, s.muted)}
              strokeWidth={s.muted ? 1.5 : 2.5}
              strokeDasharray={s.muted ? "4 4" : undefined}
              dot={false}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      ) : (
        <BarChart accessibilityLayer={false} data={spec.rows} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
          {common}
          {spec.series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              stackId={spec.stacked ? "total" : undefined}
              fill={colorOf(i, s.muted)}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}

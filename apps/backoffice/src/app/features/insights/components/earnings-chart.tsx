// Loaded through React.lazy by the Insights screen only, so the chart library is a chunk of its own.
import { Bar, BarChart, CartesianGrid, Rectangle, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { BarShapeProps, TooltipContentProps } from 'recharts';
import { formatMoney, PAYMENT_ACTIVITY_MESSAGES as M, type EarningsBucket } from '@fsp/contracts';
import { axisMoney, monthLabel, monthName } from '../utils/earnings-months.js';
import styles from './insights.module.css';

export interface EarningsChartProps {
  buckets: readonly EarningsBucket[];
  currency: string;
}

interface ChartPoint {
  period: string;
  label: string;
  net: number;
  count: number;
}

const CHART_HEIGHT = 280;
/** The width drawn until the container has been measured (and in test DOMs, which measure nothing). */
const INITIAL_WIDTH = 720;

function isChartPoint(value: unknown): value is ChartPoint {
  return typeof value === 'object' && value !== null && typeof (value as ChartPoint).period === 'string';
}

/** One month's bar, coloured by sign; the group carries the test id even when the month is 0 and the bar flat. */
function EarningsBar({ x, y, width, height, payload }: BarShapeProps) {
  const point = isChartPoint(payload) ? payload : null;
  return (
    <g data-testid="insights-bar" data-period={point?.period}>
      <Rectangle x={x} y={y} width={width} height={height} className={point && point.net < 0 ? styles.barNegative : styles.bar} />
    </g>
  );
}

function EarningsTooltip({ active, payload, currency }: Pick<TooltipContentProps, 'active' | 'payload'> & { currency: string }) {
  const point = payload?.[0]?.payload;
  if (!active || !isChartPoint(point)) return null;
  return (
    <div className={styles.tooltip}>
      <p className={styles.tooltipMonth}>{monthName(point.period)}</p>
      <p className={styles.tooltipValue}>{formatMoney(point.net, currency)}</p>
      <p className={styles.tooltipCount}>{M.paymentCount(point.count)}</p>
    </div>
  );
}

/**
 * Net earnings per month as SVG bars. Keyboard users focus the chart and move between months with the arrow keys
 * (the library's accessibility layer shows the month's tooltip); the screen's table holds the same numbers.
 */
export default function EarningsChart({ buckets, currency }: EarningsChartProps) {
  const data: ChartPoint[] = buckets.map((bucket) => ({
    period: bucket.period,
    label: monthLabel(bucket.period),
    net: bucket.net_minor,
    count: bucket.count,
  }));
  return (
    <div className={styles.chart} data-testid="insights-chart">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={{ width: INITIAL_WIDTH, height: CHART_HEIGHT }}>
        <BarChart
          data={data}
          margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
          title={M.earningsPerMonth}
          desc={M.earningsChartDescription}
        >
          <CartesianGrid vertical={false} className={styles.grid} />
          <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={12} tickLine={false} />
          <YAxis tickFormatter={(value: number) => axisMoney(value, currency)} width={64} tickLine={false} axisLine={false} />
          <ReferenceLine y={0} className={styles.zeroLine} />
          <Tooltip cursor={{ className: styles.cursor }} content={(props) => <EarningsTooltip {...props} currency={currency} />} />
          <Bar dataKey="net" name={M.earningsNet} isAnimationActive={false} shape={EarningsBar} maxBarSize={48} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupeesShort } from './sales-format';

/**
 * The dashboard's drawings (recharts). This file is loaded on demand by the sales section only,
 * so the charting library is a chunk of its own that no storefront page ever asks for.
 */

const ROSE = '#8e4a55';
const BRASS = '#c9a24d';
const INK = '#5e5450';

export interface BarDatum {
  label: string;
  value: number;
}

/** Bars of rupees over time or by product. */
export function RupeeBars({ data, layout = 'columns' }: { data: readonly BarDatum[]; layout?: 'columns' | 'rows' }) {
  const rows = layout === 'rows';
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={[...data]} layout={rows ? 'vertical' : 'horizontal'} margin={{ top: 4, right: 8, bottom: 4, left: rows ? 8 : 0 }}>
        <CartesianGrid stroke="#e6d8c3" strokeDasharray="3 3" horizontal={!rows} vertical={rows} />
        {rows ? (
          <>
            <XAxis type="number" tickFormatter={formatRupeesShort} tick={{ fill: INK, fontSize: 12 }} />
            <YAxis type="category" dataKey="label" width={110} tick={{ fill: INK, fontSize: 12 }} />
          </>
        ) : (
          <>
            <XAxis dataKey="label" tick={{ fill: INK, fontSize: 12 }} minTickGap={12} />
            <YAxis tickFormatter={formatRupeesShort} width={56} tick={{ fill: INK, fontSize: 12 }} />
          </>
        )}
        <Tooltip formatter={(value) => formatRupeesShort(Number(value))} cursor={{ fill: 'rgba(183,110,121,0.08)' }} />
        <Bar dataKey="value" name="Revenue" fill={ROSE} radius={rows ? [0, 4, 4, 0] : [4, 4, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Shares of a whole (payment methods). */
export function ShareDonut({ data }: { data: readonly BarDatum[] }) {
  const colours = [ROSE, BRASS, INK];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <Pie data={[...data]} dataKey="value" nameKey="label" innerRadius="55%" outerRadius="85%" isAnimationActive={false}
          label={({ name, percent }: { name?: string; percent?: number }) => `${name ?? ''} ${Math.round((percent ?? 0) * 100)}%`}>
          {data.map((d, i) => <Cell key={d.label} fill={colours[i % colours.length]} />)}
        </Pie>
        <Tooltip formatter={(value) => formatRupeesShort(Number(value))} />
      </PieChart>
    </ResponsiveContainer>
  );
}

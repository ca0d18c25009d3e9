/** Label and value pairs in two columns, the value in bold: a project's or a draft's numbers at a glance. */
export function StatList({ stats }: { stats: [label: string, value: string][] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
      {stats.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import { LONG_SENTENCE_WORDS, type ReadabilityStats } from '@penwright/writing';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { readingEaseBand } from './readability-band';

const one = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** How hard the text is to read: Flesch reading ease in plain words, then the figures behind it. */
export function ReadabilityCard({ stats }: { stats: ReadabilityStats }) {
  const band = readingEaseBand(stats.fleschReadingEase);
  const long = stats.longestSentences.filter((s) => s.long).length;
  const ease = Math.max(0, Math.min(100, stats.fleschReadingEase));
  const rows = [
    { label: 'Flesch–Kincaid grade', value: one(stats.fleschKincaidGrade) },
    { label: 'Average sentence length', value: `${one(stats.averageSentenceLength)} words` },
    {
      label: `Long sentences (over ${LONG_SENTENCE_WORDS} words)`,
      value: long >= 5 ? '5 or more' : String(long),
    },
    { label: 'Passive voice', value: `${Math.round(stats.passiveShare * 100)} % of sentences` },
  ];
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="text-base">Readability</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div>
          <p className="flex items-baseline gap-2">
            <span className="font-serif text-4xl font-semibold tabular-nums">
              {one(stats.fleschReadingEase)}
            </span>
            <span className="text-sm font-medium">{band.label}</span>
          </p>
          <p className="text-xs text-muted-foreground">Flesch reading ease, 0 (hardest) to 100 (easiest)</p>
          <div className="mt-2 h-1.5 rounded-full bg-muted" aria-hidden="true">
            <div className="h-full rounded-full bg-primary" style={{ width: `${ease}%` }} />
          </div>
          <p className="mt-2 text-sm text-muted-foreground">{band.note}</p>
        </div>
        <dl className="grid gap-2 border-t border-border pt-3 text-sm">
          {rows.map((r) => (
            <div key={r.label} className="flex justify-between gap-3">
              <dt className="text-muted-foreground">{r.label}</dt>
              <dd className="text-right font-medium tabular-nums">{r.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

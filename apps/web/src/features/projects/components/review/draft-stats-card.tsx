import type { DraftStats } from '@penwright/writing';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { StatList } from './stat-list';

/** The draft's numbers as a reader or marker would want them. */
export function DraftStatsCard({ stats, target }: { stats: DraftStats; target: number | null }) {
  const rows: [string, string][] = [
    [
      'Words',
      `${stats.words.toLocaleString('en-US')}${target ? ` of ${target.toLocaleString('en-US')}` : ''}`,
    ],
    ['Reading time', `${stats.readingMinutes} min`],
    ['Paragraphs', stats.paragraphs.toLocaleString('en-US')],
    ['Sentences', stats.sentences.toLocaleString('en-US')],
    ['Average sentence', `${stats.averageSentenceLength} words`],
    ['Characters', stats.characters.toLocaleString('en-US')],
  ];
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="text-base">Draft statistics</CardTitle>
      </CardHeader>
      <CardContent>
        <StatList stats={rows} />
      </CardContent>
    </Card>
  );
}

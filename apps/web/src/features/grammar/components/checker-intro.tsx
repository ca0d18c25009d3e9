import type { GrammarCategory } from '@penwright/shared';
import { Sparkles } from 'lucide-react';
import { CategoryDot } from '../../../components/grammar/category-dot';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

const CHECKS: { category: GrammarCategory; title: string; text: string }[] = [
  {
    category: 'grammar',
    title: 'Grammar',
    text: 'Agreement, articles, verb forms and words that are easy to confuse.',
  },
  {
    category: 'spelling',
    title: 'Spelling',
    text: 'In the English you choose, leaving out the words in your dictionary.',
  },
  { category: 'punctuation', title: 'Punctuation', text: 'Missing, doubled and misplaced marks.' },
  {
    category: 'style',
    title: 'Academic style',
    text: 'Contractions, informal words, hedging, wordiness and passive voice.',
  },
];

export const EXAMPLE_TEXT =
  'Students doesnt like being watched by a algorithm. Alot of research have shown that surveillance in classrooms could possibly make learners more anxious, and it is argued by some teachers that its effects are basically unclear.';

/** Before there is text: what the checker looks at, and an example to try it on. */
export function CheckerIntro({ onExample }: { onExample: () => void }) {
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle className="text-base">What the checker looks at</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid gap-3 text-sm">
          {CHECKS.map((c) => (
            <li key={c.category} className="flex gap-2.5">
              <CategoryDot category={c.category} className="mt-1.5" />
              <span>
                <span className="font-medium">{c.title}.</span>{' '}
                <span className="text-muted-foreground">{c.text}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Readability comes with it: Flesch reading ease, grade level, sentence length and passive voice.
        </p>
        <Button variant="outline" onClick={onExample} className="justify-self-start">
          <Sparkles aria-hidden="true" /> Try an example
        </Button>
      </CardContent>
    </Card>
  );
}

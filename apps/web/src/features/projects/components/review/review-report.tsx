import {
  REVIEW_SECTION_LABELS,
  REVIEW_SECTIONS,
  type ReviewFinding,
  type ReviewReport as Report,
  type ReviewSection,
  type ReviewSectionName,
} from '@penwright/shared';
import { AlertTriangle, CheckCircle2, CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { cn } from '../../../../lib/cn';
import { ReviewFindingItem } from './review-finding';

const READINESS = {
  ready: {
    title: 'Ready to hand in',
    text: 'Nothing blocks this draft. Look over the notes below if you have a minute.',
    icon: CheckCircle2,
    tone: 'border-success/30 bg-success-soft',
    iconTone: 'text-success',
  },
  almost: {
    title: 'Almost there',
    text: 'A few quick fixes and this draft is ready.',
    icon: AlertTriangle,
    tone: 'border-amber-500/30 bg-amber-50 dark:bg-amber-950/30',
    iconTone: 'text-amber-600',
  },
  not_ready: {
    title: 'Not ready yet',
    text: 'Fix what is listed here before you hand it in.',
    icon: CircleAlert,
    tone: 'border-destructive/30 bg-destructive-soft',
    iconTone: 'text-destructive',
  },
} as const;

const VERDICT = {
  pass: { label: 'Passed', variant: 'success' },
  warn: { label: 'Worth a look', variant: 'accent' },
  fail: { label: 'Needs fixing', variant: 'destructive' },
} as const;

/** How many findings a card shows before "Show all". */
const SHOWN = 6;

export function ReadinessBanner({ report }: { report: Report }) {
  const r = READINESS[report.readiness];
  const Icon = r.icon;
  return (
    <section
      aria-label="Readiness"
      className={cn('rounded-xl border px-5 py-4 sm:px-6', r.tone)}
      data-readiness={report.readiness}
    >
      <div className="flex items-start gap-3">
        <Icon className={cn('mt-0.5 size-6 shrink-0', r.iconTone)} aria-hidden="true" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{r.title}</h2>
          <p className="text-sm text-muted-foreground">{r.text}</p>
          {report.blockers.length > 0 ? (
            <ul className="mt-3 grid gap-1.5 text-sm">
              {report.blockers.map((b, i) => (
                // One run of text, so a phone wraps it as a sentence rather than two narrow columns.
                <li key={i}>
                  <span className="font-medium">{REVIEW_SECTION_LABELS[b.section]}:</span> {b.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </section>
  );
}

interface SectionProps {
  name: ReviewSectionName;
  section: ReviewSection;
  onShow: (finding: ReviewFinding) => void;
  onDismiss: (finding: ReviewFinding, reason: string) => Promise<unknown>;
}

function SectionCard({ name, section, onShow, onDismiss }: SectionProps) {
  const [all, setAll] = useState(false);
  const verdict = VERDICT[section.verdict];
  const shown = all ? section.findings : section.findings.slice(0, SHOWN);
  return (
    <Card aria-label={REVIEW_SECTION_LABELS[name]} data-section={name}>
      <CardHeader className="pb-3 sm:pb-3">
        <div className="flex items-center justify-between gap-3">
          <CardTitle className="text-base">{REVIEW_SECTION_LABELS[name]}</CardTitle>
          <div className="flex items-center gap-2">
            {section.score !== undefined ? (
              <span className="text-sm font-semibold tabular-nums text-muted-foreground">
                {section.score}
                <span className="text-xs font-normal">/100</span>
              </span>
            ) : null}
            <Badge variant={verdict.variant}>{verdict.label}</Badge>
          </div>
        </div>
        <CardDescription>{section.summary}</CardDescription>
      </CardHeader>
      {section.findings.length > 0 ? (
        <CardContent>
          <ul className="grid gap-2">
            {shown.map((f) => (
              <ReviewFindingItem key={f.id} finding={f} onShow={onShow} onDismiss={onDismiss} />
            ))}
          </ul>
          {section.findings.length > SHOWN ? (
            <Button variant="ghost" size="sm" className="mt-2" onClick={() => setAll((a) => !a)}>
              {all ? 'Show fewer' : `Show all ${section.findings.length}`}
            </Button>
          ) : null}
        </CardContent>
      ) : null}
    </Card>
  );
}

/** The report: readiness first, then one card per section, the failing ones first. */
export function ReviewReportView({
  report,
  onShow,
  onDismiss,
}: Omit<SectionProps, 'name' | 'section'> & { report: Report }) {
  const rank = { fail: 0, warn: 1, pass: 2 } as const;
  const names = [...REVIEW_SECTIONS].sort(
    (a, b) => rank[report.sections[a].verdict] - rank[report.sections[b].verdict],
  );
  return (
    <div className="grid gap-4">
      <ReadinessBanner report={report} />
      {names.map((name) => (
        <SectionCard
          key={name}
          name={name}
          section={report.sections[name]}
          onShow={onShow}
          onDismiss={onDismiss}
        />
      ))}
    </div>
  );
}

import { BellRing, BookOpenCheck, ClipboardList, FileText, Quote, SpellCheck2 } from 'lucide-react';
import { Container } from '../../../components/layout/container';
import { SectionHeading } from './section-heading';

const features = [
  {
    icon: ClipboardList,
    title: 'Brief analysis',
    text: 'Paste or upload the assignment brief. Penwright pulls out the word target, citation style, deadline, required sections and key terms, then proposes an outline that fits the project type.',
  },
  {
    icon: FileText,
    title: 'A draft that never goes missing',
    text: 'Write in a focused editor that keeps a local copy every five minutes and saves to your account every half hour, and it will not let two open tabs overwrite each other.',
  },
  {
    icon: SpellCheck2,
    title: 'Grammar and academic style',
    text: 'Real-time feedback on grammar, passive voice, hedging, wordiness, contractions and informal words, with readability scores and suggestions you accept or ignore.',
  },
  {
    icon: Quote,
    title: 'Citations in six styles',
    text: 'Keep one reference library, import BibTeX, RIS or CSL-JSON, and format in APA, MLA, Chicago, Harvard, IEEE or Vancouver. Citation checking flags entries that break the style.',
  },
  {
    icon: BookOpenCheck,
    title: 'A review before you submit',
    text: 'One report brings grammar, style, structure against your outline, the requirements checklist and the word count (within ±10 % of target) together, each finding linked to its sentence.',
  },
  {
    icon: BellRing,
    title: 'Deadlines that speak up',
    text: 'Reminders two days before a due date, overdue flags on the project list and a notice when a review is ready, so nothing slips between seminars.',
  },
];

const projectTypes = [
  'Essay',
  'Research paper',
  'Case study',
  'Literature review',
  'Thesis',
  'Dissertation',
  'Report',
  'Proposal',
  'Other',
];

export function FeaturesSection() {
  return (
    <section aria-labelledby="features-title" id="features" className="py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything a paper needs, in one workspace"
        >
          Analysis, drafting, review and references stay together, so you spend your evenings on the argument
          instead of the admin.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-border bg-card p-6 shadow-sm">
              <div className="flex size-10 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </div>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <p className="text-sm font-medium text-muted-foreground">
            Built for every kind of academic project
          </p>
          <ul className="mt-3 flex flex-wrap justify-center gap-2">
            {projectTypes.map((type) => (
              <li key={type} className="rounded-full border border-border bg-card px-3 py-1 text-sm">
                {type}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}

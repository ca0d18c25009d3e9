import { Container } from '../../../components/layout/container';
import { SectionHeading } from './section-heading';

const steps = [
  {
    title: 'Start a project',
    text: 'Pick the type (essay, thesis, report and more), give it a title and a due date.',
  },
  {
    title: 'Analyse the brief',
    text: 'Drop in the assignment text. Penwright lists the requirements and sketches an outline.',
  },
  {
    title: 'Draft',
    text: 'Write against the outline with live word count, grammar hints and citations from your library.',
  },
  {
    title: 'Review',
    text: 'Run the full check: grammar, style, readability, structure, requirements and references.',
  },
  {
    title: 'Complete',
    text: 'Mark it done, export your work, and reopen it any time your tutor asks for changes.',
  },
];

export function HowItWorks() {
  return (
    <section
      aria-labelledby="how-it-works-title"
      id="how-it-works"
      className="border-y border-border bg-muted/40 py-20 sm:py-24"
    >
      <Container>
        <SectionHeading
          id="how-it-works-title"
          eyebrow="How it works"
          title="Five steps from first read to final copy"
        >
          Every project moves through the same clear path, and you always know what is left to do.
        </SectionHeading>
        <ol className="mt-14 grid gap-4 md:grid-cols-5">
          {steps.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-border bg-card p-5">
              <span className="flex size-9 items-center justify-center rounded-full bg-primary font-serif text-base font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <h3 className="mt-4 text-base font-semibold">{step.title}</h3>
              <p className="mt-1.5 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

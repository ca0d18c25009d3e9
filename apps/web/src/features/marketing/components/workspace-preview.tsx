import { BookMarked, CircleCheck, SpellCheck2 } from 'lucide-react';

const steps = ['Brief', 'Analyse', 'Draft', 'Review', 'Complete'];

/** A drawn impression of the workspace (decorative; the real editor lives in the dashboard). */
export function WorkspacePreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto mb-8 w-full max-w-lg select-none">
      <div className="rounded-2xl border border-border bg-card p-5 shadow-xl shadow-primary/5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <div>
            <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              Literature review
            </p>
            <p className="font-serif text-lg font-semibold">Urban heat islands and public health</p>
          </div>
          <span className="rounded-full bg-accent-soft px-2.5 py-1 text-xs font-medium">Due in 6 days</span>
        </div>
        <ol className="mt-5 grid grid-cols-5 gap-1.5">
          {steps.map((step, index) => (
            <li key={step} className="grid gap-1.5">
              <span className={`h-1.5 rounded-full ${index < 3 ? 'bg-primary' : 'bg-muted'}`} />
              <span
                className={`text-[0.68rem] ${index === 2 ? 'font-semibold text-foreground' : 'text-muted-foreground'}`}
              >
                {step}
              </span>
            </li>
          ))}
        </ol>
        <div className="mt-5 space-y-3 rounded-xl bg-background p-4 font-serif text-[0.95rem] leading-relaxed">
          <p>
            Dense street canyons trap long-wave radiation after sunset, so night-time temperatures in city
            centres stay several degrees above the surrounding countryside{' '}
            <span className="rounded bg-primary-soft px-1 font-sans text-xs font-medium text-primary">
              (Oke, 1982)
            </span>
            .
          </p>
          <p>
            This effect{' '}
            <span className="underline decoration-accent-bright decoration-wavy decoration-2 underline-offset-4">
              have been linked
            </span>{' '}
            to higher rates of heat-related hospital admissions among older residents.
          </p>
        </div>
        <div className="mt-4 grid grid-cols-3 gap-2 text-xs">
          <div className="rounded-lg border border-border p-2.5">
            <p className="text-muted-foreground">Words</p>
            <p className="mt-0.5 text-base font-semibold">
              2,840 <span className="text-xs font-normal text-muted-foreground">/ 3,000</span>
            </p>
          </div>
          <div className="rounded-lg border border-border p-2.5">
            <p className="text-muted-foreground">Readability</p>
            <p className="mt-0.5 text-base font-semibold">Grade 13</p>
          </div>
          <div className="rounded-lg border border-border p-2.5">
            <p className="text-muted-foreground">Style</p>
            <p className="mt-0.5 text-base font-semibold">APA 7</p>
          </div>
        </div>
      </div>
      <div className="absolute -bottom-14 left-4 hidden w-60 rounded-xl border border-border bg-card p-3 shadow-lg sm:block">
        <p className="flex items-center gap-2 text-xs font-semibold">
          <SpellCheck2 className="size-4 text-accent" /> Grammar
        </p>
        <p className="mt-1 text-xs text-muted-foreground">
          “have been linked” → <span className="font-medium text-foreground">has been linked</span>
        </p>
      </div>
      <div className="absolute -top-4 -right-2 hidden rounded-xl border border-border bg-card px-3 py-2 shadow-lg sm:block">
        <p className="flex items-center gap-2 text-xs font-medium">
          <CircleCheck className="size-4 text-success" /> 14 of 15 references match APA
        </p>
      </div>
      <div className="absolute -bottom-9 right-4 hidden rounded-xl border border-border bg-card px-3 py-2 shadow-lg lg:block">
        <p className="flex items-center gap-2 text-xs font-medium">
          <BookMarked className="size-4 text-primary" /> Library: 42 sources
        </p>
      </div>
    </div>
  );
}

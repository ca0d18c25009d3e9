import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../components/layout/container';
import { PageHeader } from '../components/layout/page-header';
import { PageMeta } from '../components/seo/page-meta';
import { paths } from '../config/paths';

const topics = [
  {
    title: 'Getting started',
    questions: [
      [
        'How do I create an account?',
        'Choose Sign up at the top of any page, enter your name, email address and a password of at least 6 characters. Every account starts on the free Starter plan, and we send you a link to confirm your email address.',
      ],
      [
        'I did not receive the confirmation email.',
        'Check your spam folder first. You can send a new link from Settings, under Email address. Links expire after a day.',
      ],
      [
        'I forgot my password.',
        'Choose Log in, then "Forgot your password?". Enter your email address and follow the link we send to choose a new one.',
      ],
    ],
  },
  {
    title: 'Writing projects',
    questions: [
      [
        'What are the five steps?',
        'Every project moves from the brief (1) through analysis (2), drafting (3) and review (4) to completion (5). You can reopen a completed project if it needs more work.',
      ],
      [
        'How does autosave work?',
        'While you write, a copy is kept in your browser every five minutes and whenever you switch tabs, and your work is saved to your account at least every half hour. Press Ctrl+S (Cmd+S on a Mac) to save at once.',
      ],
      [
        'When is a project overdue?',
        'A project with a due date becomes overdue from the day after that date, unless you have marked it completed.',
      ],
      [
        'How is the word target checked?',
        'A draft meets its target when it is within 10 % of the number of words the brief asks for, above or below.',
      ],
    ],
  },
  {
    title: 'Grammar, style and citations',
    questions: [
      [
        'Which citation styles are supported?',
        'APA, MLA, Chicago, Harvard, IEEE and Vancouver. You can import references as BibTeX, RIS or CSL-JSON.',
      ],
      [
        'Is my text sent anywhere to be checked?',
        'Checks run on the Penwright server by default. Read the Privacy Policy for the details.',
      ],
    ],
  },
  {
    title: 'Plans and account',
    questions: [
      [
        'What do the plans include?',
        'Starter is free with a small number of active projects; Student and Professional raise or remove that limit, and Professional adds priority checks. See the pricing section for current prices.',
      ],
      [
        'How do I change my photo or phone number?',
        'Open Settings from your dashboard. Photos can be .png, .jpg, .jpeg or .heic files up to 5 MB.',
      ],
      [
        'How do I delete my account?',
        'In Settings, at the bottom of the page, choose Delete account. This removes your profile, projects and citation library.',
      ],
    ],
  },
] as const;

export default function HelpRoute() {
  return (
    <>
      <PageMeta
        title="Help centre"
        description="Answers about Penwright accounts, writing projects, autosave, grammar and citation checks, plans and privacy."
        keywords={['Penwright help', 'FAQ', 'autosave', 'citation styles', 'reset password']}
        path={paths.help}
      />
      <PageHeader eyebrow="Help centre" title="How can we help?">
        <p>
          Quick answers to the questions writers ask most. Cannot find yours?{' '}
          <Link className="text-primary underline underline-offset-4" to={paths.contact}>
            Send us a message
          </Link>
          .
        </p>
      </PageHeader>
      <Container className="grid gap-12 py-12 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="Help topics" className="hidden lg:block">
          <ul className="sticky top-24 grid gap-1 text-sm">
            {topics.map((topic) => (
              <li key={topic.title}>
                <a
                  href={`#${slug(topic.title)}`}
                  className="block rounded-md px-3 py-2 text-muted-foreground hover:bg-muted hover:text-foreground"
                >
                  {topic.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid max-w-3xl gap-10">
          {topics.map((topic) => (
            <section key={topic.title} aria-labelledby={slug(topic.title)}>
              <h2 id={slug(topic.title)} className="text-2xl font-semibold">
                {topic.title}
              </h2>
              <div className="mt-4 divide-y divide-border rounded-xl border border-border bg-card">
                {topic.questions.map(([question, answer]) => (
                  <details key={question} className="group px-5 py-4">
                    <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
                      {question}
                      <ChevronDown
                        className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                        aria-hidden="true"
                      />
                    </summary>
                    <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{answer}</p>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>
      </Container>
    </>
  );
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
}

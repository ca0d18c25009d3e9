import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../../components/layout/container';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useAuthModal } from '../../../lib/auth/auth-modal';
import { WorkspacePreview } from './workspace-preview';

const promises = ['Free Starter plan', 'No card needed', 'Host it on your own server'];

export function Hero() {
  const { openAuthModal } = useAuthModal();
  return (
    <section className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--primary-soft),transparent),radial-gradient(40rem_24rem_at_-10%_110%,var(--accent-soft),transparent)]"
      />
      <Container className="relative grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:py-24">
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-border bg-card/80 px-3 py-1 text-xs font-medium text-muted-foreground">
            <span className="size-1.5 rounded-full bg-accent-bright" aria-hidden="true" />
            Academic writing assistant
          </p>
          <h1 className="text-4xl font-semibold sm:text-5xl lg:text-[3.4rem]">
            From assignment brief to a finished, well-cited paper.
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">
            Penwright reads your brief, turns it into a checklist, keeps every draft safe while you write, and
            reviews grammar, academic style and citations before you hand it in.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={() => openAuthModal('signup')}>
              Start writing free <ArrowRight aria-hidden="true" />
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to={paths.howItWorks}>See how it works</Link>
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-1.5">
                <Check className="size-4 text-success" aria-hidden="true" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <WorkspacePreview />
      </Container>
    </section>
  );
}

import { Container } from '../../../components/layout/container';
import { Button } from '../../../components/ui/button';
import { useAuthModal } from '../../../lib/auth/auth-modal';

export function ClosingCall() {
  const { openAuthModal } = useAuthModal();
  return (
    <section className="pb-20 sm:pb-24">
      <Container>
        <div className="relative overflow-hidden rounded-3xl bg-primary px-6 py-14 text-center text-primary-foreground sm:px-12">
          <h2 className="text-3xl font-semibold sm:text-4xl">Your next deadline deserves a calmer week.</h2>
          <p className="mx-auto mt-4 max-w-xl text-primary-foreground/80">
            Create a free account, paste in your brief, and have a plan for the paper before your coffee goes
            cold.
          </p>
          <Button
            size="lg"
            className="mt-8 bg-primary-foreground text-primary hover:bg-primary-foreground/90"
            onClick={() => openAuthModal('signup')}
          >
            Create my free account
          </Button>
        </div>
      </Container>
    </section>
  );
}

import { Menu, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Container } from '../../components/layout/container';
import { Logo } from '../../components/layout/logo';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useAuthModal } from '../../lib/auth/auth-modal';
import { useSession } from '../../lib/auth/use-session';
import { cn } from '../../lib/cn';

const navLinks = [
  { to: paths.features, label: 'Features' },
  { to: paths.howItWorks, label: 'How it works' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.help, label: 'Help' },
];

function AccountActions({ onAction }: { onAction?: () => void }) {
  const { status } = useSession();
  const { openAuthModal } = useAuthModal();
  if (status === 'signed-in') {
    return (
      <Button asChild size="sm" onClick={onAction}>
        <Link to={paths.dashboard}>Go to dashboard</Link>
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          onAction?.();
          openAuthModal('login');
        }}
      >
        Log in
      </Button>
      <Button
        size="sm"
        onClick={() => {
          onAction?.();
          openAuthModal('signup');
        }}
      >
        Sign up
      </Button>
    </>
  );
}

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const [shownFor, setShownFor] = useState(location.key);
  // A navigation closes the phone menu.
  if (shownFor !== location.key) {
    setShownFor(location.key);
    setMenuOpen(false);
  }
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded-md focus:bg-card focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              className="rounded-md px-3 py-2 text-sm text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <AccountActions />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </Button>
      </Container>
      <div id="mobile-menu" className={cn('border-t border-border md:hidden', menuOpen ? 'block' : 'hidden')}>
        <Container className="grid gap-1 py-3">
          <nav aria-label="Main" className="grid gap-1">
            {navLinks.map((link) => (
              <Link
                key={link.to}
                to={link.to}
                onClick={() => setMenuOpen(false)}
                className="rounded-md px-3 py-2.5 text-sm hover:bg-muted"
              >
                {link.label}
              </Link>
            ))}
          </nav>
          <div className="mt-2 grid grid-cols-2 gap-2 border-t border-border pt-3 [&>*:only-child]:col-span-2">
            <AccountActions onAction={() => setMenuOpen(false)} />
          </div>
        </Container>
      </div>
    </header>
  );
}

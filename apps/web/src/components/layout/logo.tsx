import { Link } from 'react-router';
import { cn } from '../../lib/cn';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" fill="var(--primary)" />
      <path d="M9 23.5 19.6 7.9a2.2 2.2 0 0 1 3.6 2.4L12.6 26H9z" fill="var(--primary-foreground)" />
      <path d="M9 26h14" stroke="var(--accent-bright)" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn('flex items-center gap-2.5 rounded-md font-serif text-xl font-semibold', className)}
    >
      <LogoMark />
      <span>Penwright</span>
    </Link>
  );
}

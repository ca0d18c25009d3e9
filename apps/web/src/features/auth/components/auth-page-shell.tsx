import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/layout/logo';
import { PageMeta } from '../../../components/seo/page-meta';
import { paths } from '../../../config/paths';

type AuthPageShellProps = { title: string; description: string; metaTitle: string; children: ReactNode };

/** The stand-alone sign-in pages: a centred card, kept out of search results. */
export function AuthPageShell({ title, description, metaTitle, children }: AuthPageShellProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(50rem_24rem_at_50%_-10%,var(--primary-soft),transparent)]">
      <PageMeta title={metaTitle} description={description} noIndex />
      <header className="flex justify-center px-4 pt-10">
        <Logo />
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-10">
        <div className="w-full max-w-md rounded-2xl border border-border bg-card p-6 shadow-xl shadow-primary/5 sm:p-8">
          <h1 className="text-2xl font-semibold">{title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{description}</p>
          <div className="mt-6">{children}</div>
        </div>
      </main>
      <footer className="flex justify-center gap-5 px-4 pb-8 text-xs text-muted-foreground">
        <Link to={paths.privacy} className="hover:underline">
          Privacy
        </Link>
        <Link to={paths.terms} className="hover:underline">
          Terms
        </Link>
        <Link to={paths.help} className="hover:underline">
          Help
        </Link>
      </footer>
    </div>
  );
}

import type { ReactNode } from 'react';
import { PageMeta } from '../seo/page-meta';

type DashboardPageProps = { title: string; description: string; actions?: ReactNode; children: ReactNode };

/** A dashboard screen: its heading, a line of context, and noindex metadata. */
export function DashboardPage({ title, description, actions, children }: DashboardPageProps) {
  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageMeta title={title} description={description} noIndex />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-semibold">{title}</h1>
          <p className="mt-1 text-muted-foreground">{description}</p>
        </div>
        {actions}
      </div>
      {/* minmax(0, 1fr): a card with long content scrolls or wraps inside itself, never widens the page. */}
      <div className="mt-8 grid grid-cols-1 gap-6">{children}</div>
    </div>
  );
}

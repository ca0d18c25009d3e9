import { Messages } from '@penwright/shared';
import { TriangleAlert } from 'lucide-react';
import { PageMeta } from '../seo/page-meta';
import { Button } from '../ui/button';

type ErrorScreenProps = { error: unknown; onRetry: () => void };

export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return Messages.errorScreenFallback;
}

/**
 * The global error screen. Its home link is a plain anchor, not a router link, because this screen
 * may render where the router itself has failed.
 */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4 py-16">
      {/* The failed page's own title is gone with it; the tab still needs one. */}
      <PageMeta title={Messages.errorScreenHeading} description={Messages.errorScreenText} noIndex />
      <div
        role="alert"
        className="w-full max-w-lg rounded-2xl border border-border bg-card p-8 text-center shadow-sm"
      >
        <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-destructive-soft text-destructive">
          <TriangleAlert className="size-6" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-semibold">{Messages.errorScreenHeading}</h1>
        <p className="mt-2 text-muted-foreground">{Messages.errorScreenText}</p>
        <p className="mt-4 rounded-lg bg-muted px-4 py-3 font-mono text-sm break-words text-foreground">
          {errorText(error)}
        </p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          <Button onClick={onRetry}>Try again</Button>
          <Button variant="outline" asChild>
            <a href="/">Go to home page</a>
          </Button>
        </div>
      </div>
    </main>
  );
}

import type { ReactNode } from 'react';
import { Container } from './container';

export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-border bg-muted/40">
      <Container className="py-12 sm:py-16">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{title}</h1>
        {children ? <div className="mt-3 max-w-2xl text-lg text-muted-foreground">{children}</div> : null}
      </Container>
    </div>
  );
}

import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type EmptyStateProps = {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
};

export function EmptyState({ icon, title, children, action, className }: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-xl border border-dashed border-input bg-card/60 px-6 py-10 text-center',
        className,
      )}
    >
      {icon ? (
        <div className="mb-3 rounded-full bg-primary-soft p-3 text-primary [&_svg]:size-6">{icon}</div>
      ) : null}
      <h3 className="text-lg font-semibold">{title}</h3>
      {children ? <div className="mt-1 max-w-md text-sm text-muted-foreground">{children}</div> : null}
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}

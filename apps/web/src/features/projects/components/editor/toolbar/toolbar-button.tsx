import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../../../../lib/cn';

type ToolbarButtonProps = Omit<ComponentProps<'button'>, 'children'> & {
  label: string;
  shortcut?: string;
  active?: boolean;
  children: ReactNode;
};

/** An icon button in the editor's toolbar; toggles expose their state with aria-pressed. */
export function ToolbarButton({
  label,
  shortcut,
  active,
  className,
  children,
  ...props
}: ToolbarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      title={shortcut ? `${label} (${shortcut})` : label}
      // Keep the editor's selection: a mouse-down on the toolbar must not take focus away.
      onMouseDown={(e) => e.preventDefault()}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-foreground/80 transition-colors hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-40 [&_svg]:size-4',
        active && 'bg-primary-soft text-primary',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}

export function ToolbarDivider() {
  return <span aria-hidden="true" className="mx-1 h-5 w-px shrink-0 bg-border" />;
}

import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';
import { Label } from './label';

type FieldControlProps = { id?: string; 'aria-describedby'?: string; 'aria-invalid'?: boolean };

type FormFieldProps = {
  label: string;
  /** One input-like element; it receives the id and the description links. */
  children: ReactElement<FieldControlProps>;
  hint?: ReactNode;
  error?: string | null;
};

/** A labelled control with an optional hint and error, wired for screen readers. */
export function FormField({ label, children, hint, error }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, {
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

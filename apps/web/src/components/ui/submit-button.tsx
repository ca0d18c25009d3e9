import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'asChild' | 'disabled'> & {
  /** While the form is being sent: the button is disabled and shows a spinner. */
  pending: boolean;
  /** What the spinner announces to screen readers; the spinner's own default otherwise. */
  pendingLabel?: string;
};

/** A form's submit button that cannot be pressed twice while its request is under way. */
export function SubmitButton({ pending, pendingLabel, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending} {...props}>
      {pending ? <Spinner label={pendingLabel} /> : null}
      {children}
    </Button>
  );
}

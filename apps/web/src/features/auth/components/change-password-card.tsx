import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { IdentityError } from '../../../lib/auth/identity-error';
import { notify } from '../../../lib/toast';
import { changePassword } from '../api/change-password';
import { validatePassword } from './validation';

export function ChangePasswordCard() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      current: current ? undefined : 'Enter your current password.',
      next: validatePassword(next),
    };
    setErrors(found);
    if (found.current || found.next) return;
    setPending(true);
    setFormError(null);
    try {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      notify.success('Your password has been changed.');
    } catch (error) {
      setFormError(
        error instanceof IdentityError ? error.message : 'Your password could not be changed. Try again.',
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Password</CardTitle>
        <CardDescription>
          Use at least 6 characters; a short sentence is easy to remember and hard to guess.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:max-w-md">
          {formError ? <Alert variant="error">{formError}</Alert> : null}
          <FormField label="Current password" error={errors.current}>
            <Input
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(event) => setCurrent(event.target.value)}
            />
          </FormField>
          <FormField label="New password" error={errors.next}>
            <Input
              type="password"
              autoComplete="new-password"
              value={next}
              onChange={(event) => setNext(event.target.value)}
            />
          </FormField>
          <div>
            <Button type="submit" disabled={pending}>
              {pending ? <Spinner label="Saving" /> : null}
              Change password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { SubmitButton } from '../../../components/ui/submit-button';
import { notify } from '../../../lib/toast';
import { changePassword } from '../api/change-password';
import { PasswordField } from './credential-fields';
import { identityErrorMessage, useFormSubmission } from './use-form-submission';
import { validatePassword } from './validation';

export function ChangePasswordCard() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string }>({});
  const { pending, formError, run } = useFormSubmission(
    identityErrorMessage('Your password could not be changed. Try again.'),
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      current: current ? undefined : 'Enter your current password.',
      next: validatePassword(next),
    };
    setErrors(found);
    if (found.current || found.next) return;
    await run(async () => {
      await changePassword(current, next);
      setCurrent('');
      setNext('');
      notify.success('Your password has been changed.');
    });
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
          <PasswordField
            label="Current password"
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
            error={errors.current}
          />
          <PasswordField
            label="New password"
            autoComplete="new-password"
            value={next}
            onChange={setNext}
            error={errors.next}
          />
          <div>
            <SubmitButton pending={pending} pendingLabel="Saving">
              Change password
            </SubmitButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

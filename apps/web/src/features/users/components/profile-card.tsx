import { NAME_MAX_LENGTH } from '@penwright/shared';
import { useState, type FormEvent } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { updateSessionUser } from '../../../lib/auth/session-store';
import { notify } from '../../../lib/toast';
import { useCurrentUser } from '../api/get-current-user';
import { useUpdateCurrentUser } from '../api/update-current-user';

const phonePattern = /^\+?[0-9 ()./-]{0,32}$/;

function ProfileForm({ name: initialName, phone: initialPhone }: { name: string; phone: string }) {
  const [name, setName] = useState(initialName);
  const [phone, setPhone] = useState(initialPhone);
  const [errors, setErrors] = useState<{ name?: string; phone?: string }>({});
  const update = useUpdateCurrentUser();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = {
      name: name.trim() ? undefined : 'Enter your name.',
      phone: phonePattern.test(phone.trim()) ? undefined : 'Use digits, spaces and + ( ) - . / only.',
    };
    setErrors(next);
    if (next.name || next.phone) return;
    update.mutate(
      { name: name.trim(), phone_number: phone.trim() },
      {
        onSuccess: () => {
          updateSessionUser({ name: name.trim() });
          notify.success('Your profile has been saved.');
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:max-w-md">
      <FormField label="Full name" error={errors.name}>
        <Input
          autoComplete="name"
          maxLength={NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <FormField
        label="Phone number"
        hint="Optional. Used only if you ask us to call you back."
        error={errors.phone}
      >
        <Input
          type="tel"
          autoComplete="tel"
          maxLength={32}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </FormField>
      <div>
        <SubmitButton pending={update.isPending} pendingLabel="Saving">
          Save profile
        </SubmitButton>
      </div>
    </form>
  );
}

export function ProfileCard() {
  const { data: user } = useCurrentUser();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>How you appear in Penwright and on shared exports.</CardDescription>
      </CardHeader>
      <CardContent>
        {user ? (
          <ProfileForm key={user.updated_at} name={user.name} phone={user.phone_number} />
        ) : (
          <div className="h-40" />
        )}
      </CardContent>
    </Card>
  );
}

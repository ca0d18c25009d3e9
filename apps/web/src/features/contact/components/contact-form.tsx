import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '@penwright/shared';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FormField } from '../../../components/ui/form-field';
import { Input, Textarea } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useSendContactMessage, type ContactMessage } from '../api/send-contact-message';

const MESSAGE_MAX_LENGTH = 5000;

function validate(values: ContactMessage): Partial<Record<keyof ContactMessage, string>> {
  return {
    name: values.name.trim() ? undefined : 'Tell us your name.',
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())
      ? undefined
      : 'Enter an email address we can reply to.',
    message:
      values.message.trim().length >= 10
        ? undefined
        : 'Write a few words (at least 10 characters) so we can help.',
  };
}

export function ContactForm() {
  const [values, setValues] = useState<ContactMessage>({ name: '', email: '', message: '' });
  const [errors, setErrors] = useState<ReturnType<typeof validate>>({});
  const send = useSendContactMessage();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = validate(values);
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    send.mutate({ name: values.name.trim(), email: values.email.trim(), message: values.message.trim() });
  }

  if (send.isSuccess) {
    return (
      <Alert variant="success">
        Thank you, {values.name.trim()}. Your message is with our team, and we will reply to{' '}
        {values.email.trim()} within two working days.
      </Alert>
    );
  }

  const set = (field: keyof ContactMessage) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Your name" error={errors.name}>
          <Input autoComplete="name" maxLength={NAME_MAX_LENGTH} value={values.name} onChange={set('name')} />
        </FormField>
        <FormField label="Email address" error={errors.email}>
          <Input
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
            value={values.email}
            onChange={set('email')}
          />
        </FormField>
      </div>
      <FormField
        label="How can we help?"
        error={errors.message}
        hint="Include your account email and the project name if your question is about a specific paper."
      >
        <Textarea rows={6} maxLength={MESSAGE_MAX_LENGTH} value={values.message} onChange={set('message')} />
      </FormField>
      <div>
        <SubmitButton pending={send.isPending} pendingLabel="Sending" size="lg">
          Send message
        </SubmitButton>
      </div>
    </form>
  );
}

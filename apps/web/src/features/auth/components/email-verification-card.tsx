import { MailCheck, MailWarning } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { IdentityError } from '../../../lib/auth/identity-error';
import { useSession } from '../../../lib/auth/use-session';
import { notify } from '../../../lib/toast';
import { sendVerificationEmail } from '../api/send-verification-email';

export function EmailVerificationCard() {
  const { user } = useSession();
  const [pending, setPending] = useState(false);
  if (!user) return null;
  const email = user.email;

  async function resend() {
    setPending(true);
    try {
      await sendVerificationEmail(email);
      notify.success(`A new confirmation link is on its way to ${email}.`);
    } catch (error) {
      notify.error(
        error instanceof IdentityError
          ? error.message
          : 'The link could not be sent. Try again in a few minutes.',
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Email address</CardTitle>
        <CardDescription>Where we send deadline reminders, receipts and password resets.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center justify-between gap-4">
        <p className="flex min-w-0 flex-wrap items-center gap-2 font-medium">
          {user.emailVerified ? (
            <MailCheck className="size-5 shrink-0 text-success" aria-hidden="true" />
          ) : (
            <MailWarning className="size-5 shrink-0 text-accent" aria-hidden="true" />
          )}
          {/* A long address wraps anywhere rather than widening the page on a phone. */}
          <span className="min-w-0 [overflow-wrap:anywhere]">{email}</span>
          <Badge variant={user.emailVerified ? 'success' : 'accent'}>
            {user.emailVerified ? 'Confirmed' : 'Not confirmed'}
          </Badge>
        </p>
        {user.emailVerified ? null : (
          <Button variant="outline" disabled={pending} onClick={() => void resend()}>
            {pending ? <Spinner label="Sending" /> : null}
            Send a new confirmation link
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

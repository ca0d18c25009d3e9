import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/toast';
import { useDeleteAccount } from '../api/delete-account';

export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useDeleteAccount();
  const navigate = useNavigate();

  function confirm() {
    remove.mutate(password, {
      onSuccess: () => {
        notify.success('Your account and everything in it have been deleted.');
        void navigate('/');
      },
    });
  }

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
        <CardDescription>
          Removes your profile, projects, drafts and citation library for good. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete account
        </Button>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            setPassword('');
          }}
        >
          <DialogContent>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Every project and draft will be deleted straight away. Download anything you want to keep first.
            </DialogDescription>
            <div className="mt-5 grid gap-4">
              <FormField label="Your password, to confirm">
                <Input
                  type="password"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                  autoComplete="current-password"
                />
              </FormField>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <DialogClose asChild>
                  <Button variant="outline">Keep my account</Button>
                </DialogClose>
                <Button
                  variant="destructive"
                  disabled={password.length === 0 || remove.isPending}
                  onClick={confirm}
                >
                  {remove.isPending ? <Spinner label="Deleting" /> : null}
                  Delete for good
                </Button>
              </div>
            </div>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}

import { ImageUp } from 'lucide-react';
import { useRef, useState, type ChangeEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/toast';
import { useCurrentUser } from '../api/get-current-user';
import { photoProblem, useUploadPhoto } from '../api/upload-photo';

export function PhotoCard() {
  const { data: user } = useCurrentUser();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadPhoto();

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = photoProblem(file);
    setProblem(found);
    if (found) return;
    upload.mutate(file, {
      onSuccess: () => notify.success('Your new photo is in place.'),
      // The server checks the content too (a renamed text file passes the name check): say why, here.
      onError: (error) => setProblem(error.message),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile photo</CardTitle>
        <CardDescription>A .png, .jpg, .jpeg or .heic image of up to 5 MB.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-5">
        {user?.photo_url ? (
          <img
            src={user.photo_url}
            alt="Your profile photo"
            className="size-20 rounded-full border border-border object-cover"
          />
        ) : (
          <span className="flex size-20 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <ImageUp className="size-7" aria-hidden="true" />
          </span>
        )}
        <div className="grid gap-2">
          <input
            ref={input}
            type="file"
            accept=".png,.jpg,.jpeg,.heic,image/png,image/jpeg,image/heic"
            className="sr-only"
            onChange={choose}
            aria-label="Choose a profile photo"
            tabIndex={-1}
          />
          <Button variant="outline" disabled={upload.isPending} onClick={() => input.current?.click()}>
            {upload.isPending ? <Spinner label="Uploading" /> : <ImageUp aria-hidden="true" />}
            {user?.photo_url ? 'Replace photo' : 'Upload photo'}
          </Button>
        </div>
        {problem ? (
          <Alert variant="error" className="basis-full">
            {problem}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

import { REFERENCE_TYPE_LABELS, REFERENCE_TYPES, type Reference } from '@penwright/shared';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { fieldClassName } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { cn } from '../../../../lib/cn';
import { notify } from '../../../../lib/toast';
import { useSaveReference } from '../../api/save-reference';
import { ReferenceFields } from './reference-fields';
import {
  emptyForm,
  formFromReference,
  isFormType,
  referenceFromForm,
  type FormErrors,
} from './reference-form';
import { TagsField } from './tags-field';

type ReferenceDialogProps = { reference: Reference | null; onClose: () => void };

/** Adds a reference, or edits one: its type first, then the fields that type asks for, then tags. */
export function ReferenceDialog({ reference, onClose }: ReferenceDialogProps) {
  const save = useSaveReference();
  const typeId = useId();
  const [state, setState] = useState(() =>
    reference ? formFromReference(reference.csl, reference.tags) : emptyForm(),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = referenceFromForm(state, reference?.csl);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    save.mutate(
      { id: reference?.id, input: result.input },
      {
        onSuccess: () => {
          notify.success(reference ? 'Reference saved' : 'Reference added to your library');
          onClose();
        },
      },
    );
  };
  const failure =
    save.error instanceof ApiError
      ? save.error.message
      : save.error
        ? 'The reference could not be saved.'
        : null;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{reference ? 'Edit reference' : 'Add a reference'}</DialogTitle>
        <DialogDescription>
          Fill in what the work shows; the styles decide how it is written. Fields left empty are left out.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-6 grid gap-5">
          <div className="grid gap-1.5">
            <Label htmlFor={typeId}>Type of reference</Label>
            <select
              id={typeId}
              className={cn(fieldClassName, 'h-10 pr-8')}
              value={state.type}
              onChange={(e) => setState({ ...state, type: e.target.value })}
            >
              {REFERENCE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {REFERENCE_TYPE_LABELS[type]}
                </option>
              ))}
              {isFormType(state.type) ? null : <option value={state.type}>Other ({state.type})</option>}
            </select>
          </div>
          <ReferenceFields state={state} errors={errors} onChange={setState} />
          <TagsField tags={state.tags} onChange={(tags) => setState({ ...state, tags })} />
          {failure ? <Alert variant="error">{failure}</Alert> : null}
          <div className="flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Spinner label="Saving" /> : null}
              {reference ? 'Save changes' : 'Add to library'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { PLAN_MAX_PROJECTS, type AdminPlan } from '@penwright/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { notify } from '../../../lib/toast';
import { useUpdatePlan } from '../api/update-plan';
import { formValuesOf, planChange, type PlanFormErrors, type PlanFormValues } from './plan-form';

type PlanEditorProps = { plan: AdminPlan; open: boolean; onOpenChange: (open: boolean) => void };

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-4 accent-[var(--primary)]"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

export function PlanEditor({ plan, open, onOpenChange }: PlanEditorProps) {
  const [values, setValues] = useState<PlanFormValues>(() => formValuesOf(plan));
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const update = useUpdatePlan();
  const set = (patch: Partial<PlanFormValues>) => setValues((now) => ({ ...now, ...patch }));
  const free = plan.id === 'starter';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { change, errors: found } = planChange(plan, values);
    setErrors(found);
    if (!change) return;
    update.mutate(
      { planId: plan.id, change },
      {
        onSuccess: (saved) => {
          notify.success(`${saved.name} saved. Changes apply to new checkouts.`);
          onOpenChange(false);
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setValues(formValuesOf(plan));
          setErrors({});
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogTitle>Edit {plan.name}</DialogTitle>
        <DialogDescription>
          Changes apply to new checkouts. Existing subscriptions keep the price their holders agreed to.
        </DialogDescription>
        <form noValidate onSubmit={submit} className="mt-5 grid gap-4">
          <FormField label="Plan name" error={errors.name}>
            <Input
              maxLength={60}
              value={values.name}
              onChange={(event) => set({ name: event.target.value })}
            />
          </FormField>
          <FormField
            label="Price per month (USD)"
            hint={free ? 'The free plan stays at $0.00: every new account starts on it.' : undefined}
            error={errors.price}
          >
            <Input
              inputMode="decimal"
              disabled={free}
              value={values.price}
              onChange={(event) => set({ price: event.target.value })}
            />
          </FormField>
          <div className="grid gap-2">
            <FormField label="Active projects allowed" error={errors.projects}>
              <Input
                inputMode="numeric"
                disabled={values.unlimited}
                max={PLAN_MAX_PROJECTS}
                value={values.unlimited ? '' : values.projects}
                placeholder={values.unlimited ? 'Unlimited' : undefined}
                onChange={(event) => set({ projects: event.target.value })}
              />
            </FormField>
            <Toggle
              label="Unlimited projects"
              checked={values.unlimited}
              onChange={(unlimited) => set({ unlimited })}
            />
          </div>
          <Toggle
            label="Priority checks on long documents"
            checked={values.priorityChecks}
            onChange={(priorityChecks) => set({ priorityChecks })}
          />
          {free ? null : (
            <Toggle
              label="On sale to new customers"
              checked={values.active}
              onChange={(active) => set({ active })}
            />
          )}
          {errors.form ? <p className="text-sm font-medium text-destructive">{errors.form}</p> : null}
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <SubmitButton pending={update.isPending} pendingLabel="Saving">
              Save plan
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

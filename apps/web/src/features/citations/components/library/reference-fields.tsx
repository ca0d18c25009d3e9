import type { ReferenceField } from '@penwright/shared';
import { FormField } from '../../../../components/ui/form-field';
import { Input } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';
import { NamesField } from './names-field';
import { fieldsFor, type FormErrors, type ReferenceFormState } from './reference-form';

type ReferenceFieldsProps = {
  state: ReferenceFormState;
  errors: FormErrors;
  onChange: (state: ReferenceFormState) => void;
};

const inputType = (field: ReferenceField) => (field.kind === 'url' ? 'url' : 'text');

/** The fields the reference's type asks for, in the order a writer fills them in. */
export function ReferenceFields({ state, errors, onChange }: ReferenceFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fieldsFor(state.type).map((field) => {
        if (field.kind === 'names') {
          const key = field.key as 'author' | 'editor';
          return (
            <NamesField
              key={key}
              label={field.label}
              names={state.names[key]}
              onChange={(names) => onChange({ ...state, names: { ...state.names, [key]: names } })}
            />
          );
        }
        return (
          <div key={field.key} className={cn(field.wide && 'sm:col-span-2')}>
            <FormField
              label={field.required ? field.label : `${field.label} (optional)`}
              error={errors[field.key] ?? null}
            >
              <Input
                type={inputType(field)}
                value={state.values[field.key] ?? ''}
                placeholder={field.placeholder}
                inputMode={field.kind === 'date' ? 'numeric' : undefined}
                onChange={(e) =>
                  onChange({ ...state, values: { ...state.values, [field.key]: e.target.value } })
                }
              />
            </FormField>
          </div>
        );
      })}
    </div>
  );
}

import { Building2, Plus, User, X } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { emptyName, type NameRow } from './reference-form';

type NamesFieldProps = {
  label: string;
  names: NameRow[];
  onChange: (names: NameRow[]) => void;
};

/** People (family and given names) or organisations, one row each, in the order they are credited. */
export function NamesField({ label, names, onChange }: NamesFieldProps) {
  const singular = label.replace(/s$/, '').toLowerCase();
  const update = (index: number, change: Partial<NameRow>) =>
    onChange(names.map((name, i) => (i === index ? { ...name, ...change } : name)));
  return (
    <fieldset className="grid gap-2 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      {names.map((name, index) => {
        const n = index + 1;
        return (
          <div key={index} className="flex items-center gap-2">
            <Button
              variant="outline"
              size="icon"
              className="size-10 shrink-0"
              onClick={() => update(index, { organisation: !name.organisation })}
              aria-pressed={name.organisation}
              aria-label={
                name.organisation
                  ? `${label} ${n}: an organisation (switch to a person)`
                  : `${label} ${n}: a person (switch to an organisation)`
              }
              title={name.organisation ? 'Organisation' : 'Person'}
            >
              {name.organisation ? <Building2 aria-hidden="true" /> : <User aria-hidden="true" />}
            </Button>
            {name.organisation ? (
              <Input
                value={name.family}
                onChange={(e) => update(index, { family: e.target.value })}
                placeholder="Organisation, e.g. World Health Organization"
                aria-label={`${label} ${n}: organisation`}
              />
            ) : (
              <div className="grid flex-1 gap-2 sm:grid-cols-2">
                <Input
                  value={name.family}
                  onChange={(e) => update(index, { family: e.target.value })}
                  placeholder="Family name"
                  aria-label={`${label} ${n}: family name`}
                />
                <Input
                  value={name.given}
                  onChange={(e) => update(index, { given: e.target.value })}
                  placeholder="Given names"
                  aria-label={`${label} ${n}: given names`}
                />
              </div>
            )}
            <Button
              variant="ghost"
              size="icon"
              className="size-10 shrink-0"
              onClick={() => onChange(names.length > 1 ? names.filter((_, i) => i !== index) : [emptyName()])}
              aria-label={`Remove ${singular} ${n}`}
            >
              <X aria-hidden="true" />
            </Button>
          </div>
        );
      })}
      <Button
        variant="link"
        size="sm"
        className="h-auto justify-self-start px-0"
        onClick={() => onChange([...names, emptyName()])}
      >
        <Plus aria-hidden="true" /> Add {singular}
      </Button>
    </fieldset>
  );
}

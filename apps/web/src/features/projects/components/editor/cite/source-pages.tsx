import { FormField } from '../../../../../components/ui/form-field';
import { Input } from '../../../../../components/ui/input';

type SourcePagesProps = {
  /** The chosen sources' ids, in the order they will be cited. */
  chosen: readonly string[];
  /** What to call each source ("Hale & Guan 2015"); a source not seen in a search is named by its place. */
  labels: ReadonlyMap<string, string>;
  pages: Readonly<Record<string, string>>;
  onChange: (id: string, page: string) => void;
};

const HINT = 'A page or range, such as 12 or 12–14; “chap. 3” or “para. 4” work too.';

type PageInputProps = {
  value: string;
  onChange: (value: string) => void;
  /** Given by the surrounding FormField, so that its label and hint name this input. */
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
};

function PageInput({ onChange, ...control }: PageInputProps) {
  return <Input {...control} onChange={(e) => onChange(e.target.value)} maxLength={40} placeholder="12" />;
}

/**
 * The page field of the citation dialog: one field while a single source is chosen, and one per source once
 * several are cited together, so that each can point to its own page.
 */
export function SourcePages({ chosen, labels, pages, onChange }: SourcePagesProps) {
  if (chosen.length <= 1) {
    const id = chosen[0] ?? '';
    return (
      <FormField label="Page (optional)" hint={HINT}>
        <PageInput value={pages[id] ?? ''} onChange={(value) => onChange(id, value)} />
      </FormField>
    );
  }
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium text-foreground">
        Pages (optional), one for each source
      </legend>
      {chosen.map((id, i) => (
        <FormField key={id} label={`Page for ${labels.get(id) || `source ${i + 1}`}`}>
          <PageInput value={pages[id] ?? ''} onChange={(value) => onChange(id, value)} />
        </FormField>
      ))}
      <p className="text-xs text-muted-foreground">{HINT}</p>
    </fieldset>
  );
}

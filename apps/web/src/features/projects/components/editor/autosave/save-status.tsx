import { formatDateTime } from '@penwright/shared';
import { AlertCircle, CheckCircle2, CircleDot, LoaderCircle, TriangleAlert } from 'lucide-react';
import type { AutosaveState } from './autosave-controller';

const TEXT = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  error: 'Not saved: check your connection',
  conflict: 'Changed elsewhere: choose a version',
} as const;

/** Whether the writer's work is safe, always in view. */
export function SaveStatus({ state }: { state: AutosaveState }) {
  const Icon = {
    saved: CheckCircle2,
    unsaved: CircleDot,
    saving: LoaderCircle,
    error: AlertCircle,
    conflict: TriangleAlert,
  }[state.status];
  const tone =
    state.status === 'saved'
      ? 'text-success'
      : state.status === 'unsaved' || state.status === 'saving'
        ? 'text-muted-foreground'
        : 'text-destructive';
  const detail =
    state.status === 'unsaved' && state.lastLocalSave
      ? ` · copy kept on this device ${formatDateTime(state.lastLocalSave)}`
      : '';
  return (
    <p role="status" data-save-status={state.status} className={`flex items-center gap-1.5 text-sm ${tone}`}>
      <Icon className={`size-4 ${state.status === 'saving' ? 'animate-spin' : ''}`} aria-hidden="true" />
      <span>
        {TEXT[state.status]}
        <span className="hidden text-muted-foreground xl:inline">{detail}</span>
      </span>
    </p>
  );
}

import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { notify } from '../../../../lib/toast';
import { EXPORT_FORMATS, exportProject, type ExportFormat } from '../../api/export-project';

/** Downloads the finished draft as Word, PDF or Markdown. */
export function ExportButtons({ projectId, title }: { projectId: string; title: string }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      const name = await exportProject(projectId, title, format);
      notify.success(`Downloaded ${name}`);
    } catch {
      // The API client has already told the writer what went wrong.
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="grid gap-2">
      {EXPORT_FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          variant="outline"
          className="justify-start"
          onClick={() => void download(format)}
          disabled={busy !== null}
        >
          {busy === format ? <Spinner label={`Preparing ${label}`} /> : <Download aria-hidden="true" />}
          {label}
        </Button>
      ))}
    </div>
  );
}

import { PROJECT_BRIEF_MAX } from '@penwright/shared';
import { FileUp, Wand2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Textarea } from '../../../../components/ui/input';
import { Label } from '../../../../components/ui/label';
import { Spinner } from '../../../../components/ui/spinner';
import { BRIEF_FILE_ACCEPT } from '../../api/analyse-brief';

type BriefSourceProps = {
  brief: string;
  onBriefChange: (brief: string) => void;
  onAnalyse: () => void;
  onFile: (file: File) => Promise<void>;
};

/** Where the brief comes from: pasted, or read from a .txt, .docx or .pdf file. */
export function BriefSource({ brief, onBriefChange, onAnalyse, onFile }: BriefSourceProps) {
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setFileError(null);
    try {
      await onFile(file);
    } catch (error) {
      setFileError(error instanceof Error ? error.message : 'The file could not be read.');
    } finally {
      setReading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid gap-3">
      <div className="flex items-end justify-between gap-3">
        <Label htmlFor="brief-text">Assignment brief</Label>
        <span className="text-xs text-muted-foreground">
          {brief.length.toLocaleString('en-US')} / {PROJECT_BRIEF_MAX.toLocaleString('en-US')} characters
        </span>
      </div>
      <Textarea
        id="brief-text"
        rows={10}
        maxLength={PROJECT_BRIEF_MAX}
        value={brief}
        onChange={(e) => onBriefChange(e.target.value)}
        placeholder="Paste the full brief: the task, length, referencing style, deadline and marking criteria."
        aria-describedby={fileError ? 'brief-file-error' : undefined}
      />
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={onAnalyse} disabled={brief.trim() === ''}>
          <Wand2 aria-hidden="true" /> Analyse brief
        </Button>
        <input
          ref={input}
          type="file"
          accept={BRIEF_FILE_ACCEPT}
          className="sr-only"
          id="brief-file"
          aria-label="Upload the brief as a .txt, .docx or .pdf file"
          onChange={(e) => void pick(e.target.files?.[0])}
        />
        <Button variant="outline" onClick={() => input.current?.click()} disabled={reading}>
          {reading ? <Spinner label="Reading the file" /> : <FileUp aria-hidden="true" />}
          Upload a file
        </Button>
        <span className="text-xs text-muted-foreground">.txt, .docx or .pdf</span>
      </div>
      {fileError ? (
        <p id="brief-file-error" role="alert" className="text-sm font-medium text-destructive">
          {fileError}
        </p>
      ) : null}
    </div>
  );
}

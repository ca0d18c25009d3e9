import type { Envelope, Project } from '@penwright/shared';
import { analyseBrief, BriefAnalysisSchema, type BriefAnalysis } from '@penwright/writing';
import { ApiError, apiRequest } from '../../../lib/api-client';

/**
 * Reads a pasted brief. The engine in packages/writing is pure and shared with the server, so the browser runs
 * it directly: instant, and it works offline.
 */
export function analyseBriefText(project: Project, text: string): BriefAnalysis {
  return analyseBrief(text, { projectType: project.type });
}

export type FileReading = { text: string; analysis: BriefAnalysis };

const TEXT_FILE = /\.(txt|md|text)$/i;
export const BRIEF_FILE_ACCEPT = '.txt,.md,.docx,.pdf';

/** Pulls the brief's text from the server's answer, whichever of its likely shapes it takes. */
function readServerAnswer(data: unknown, project: Project): FileReading | null {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  const text = [record.text, record.brief].find((v): v is string => typeof v === 'string') ?? '';
  const parsed = BriefAnalysisSchema.safeParse(record.analysis ?? data);
  if (parsed.success) return { text, analysis: parsed.data };
  return text ? { text, analysis: analyseBriefText(project, text) } : null;
}

/**
 * A brief from a file: plain text is read here; Word and PDF files go to the server, which extracts their text
 * (`POST /v1/projects/:id/analyse`, multipart).
 */
export async function analyseBriefFile(project: Project, file: File): Promise<FileReading> {
  if (TEXT_FILE.test(file.name) || file.type === 'text/plain') {
    const text = await file.text();
    return { text, analysis: analyseBriefText(project, text) };
  }
  const form = new FormData();
  form.append('file', file);
  const body = await apiRequest<Envelope<unknown>>(`/v1/projects/${encodeURIComponent(project.id)}/analyse`, {
    method: 'POST',
    body: form,
    silent: true,
  }).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) {
      throw new ApiError(
        'Reading Word and PDF files is not available yet; paste the brief’s text instead.',
        404,
      );
    }
    throw error;
  });
  const reading = body.status === 'success' ? readServerAnswer(body.data, project) : null;
  if (!reading)
    throw new ApiError(body.message || 'The file could not be read; paste the brief instead.', 422);
  return reading;
}

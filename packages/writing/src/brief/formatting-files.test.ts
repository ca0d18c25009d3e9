import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';
import { now } from './brief-test-helpers.ts';

/* The files a brief asks for, each in its format. Every example is invented here. */

const files = (text: string) =>
  analyseBrief(text, { projectType: 'report', now })
    .formatting.filter((f) => f.aspect === 'file_format')
    .map((f) => f.text);

describe('several files, each in its format', () => {
  it('reads a line for each thing handed in as a file', () => {
    expect(
      files(
        'Submit the essay as a PDF and the transcript as a plain-text file (.txt); do not compress them.',
      ),
    ).toEqual(['Submit the essay as a PDF', 'The transcript as a plain-text file (.txt)']);
    expect(
      files(
        'Files: the essay as a PDF, plus the scripts (R or Julia) and the raw data together in one .zip archive',
      ),
    ).toEqual([
      'Files: the essay as a PDF',
      'The scripts (R or Julia) and the raw data together in one .zip archive',
    ]);
  });

  it('reads one thing handed in two formats as two files', () => {
    expect(files('Send the thesis both as a Word document and as a PDF, uploaded to the portal.')).toEqual([
      'Send the thesis both as a Word document',
      'As a PDF',
    ]);
  });

  it('reads a file with no verb of handing in, and a format besides a file name', () => {
    expect(
      files(
        'To hand in:\n(a) the worksheet;\n(b) the raw data as one .csv file (one row per sample), so that we can check it.',
      ),
    ).toEqual(['The raw data as one .csv file (one row per sample)']);
    expect(files('Save the essay as a PDF; the file name must be AB12_Essay.pdf.')).toEqual([
      'Save the essay as a PDF',
    ]);
    expect(files('Send the cost table as well, as an Excel file (.xlsx).')).toEqual([
      'Send the cost table as well, as an Excel file (.xlsx)',
    ]);
  });

  it('leaves a format that the file name or the copies already carry', () => {
    expect(files('Submit the report as one PDF named AB12_Report.pdf.')).toEqual([]);
    expect(
      files('The candidate hands in a digital copy in PDF and two printed copies to the office.'),
    ).toEqual([]);
  });

  it('leaves what to do when the portal fails', () => {
    expect(files('If the portal fails before the deadline, e-mail the PDF to the office.')).toEqual([]);
    expect(files('E-mail the PDF to the office.')).toEqual(['File format: PDF']);
  });
});

import { existsSync } from 'node:fs';

export interface PdfFonts {
  regular: string;
  bold: string;
  italic: string;
  boldItalic: string;
  mono: string;
  /** True for TrueType files, which cover far more than the standard fonts' Windows-1252 characters. */
  embedded: boolean;
}

/*
 * PDF's standard fonts need no files but only cover Windows-1252, so Greek, Cyrillic or most symbols would be
 * lost. Where the system has Liberation (metric-compatible with Times New Roman) or DejaVu, those are embedded
 * (subset to the characters used); otherwise the standard Times and Courier are used.
 */
const FAMILIES: Omit<PdfFonts, 'embedded'>[] = [
  {
    regular: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
    bold: '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
    italic: '/usr/share/fonts/truetype/liberation/LiberationSerif-Italic.ttf',
    boldItalic: '/usr/share/fonts/truetype/liberation/LiberationSerif-BoldItalic.ttf',
    mono: '/usr/share/fonts/truetype/liberation/LiberationMono-Regular.ttf',
  },
  {
    regular: '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf',
    bold: '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf',
    italic: '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf',
    boldItalic: '/usr/share/fonts/truetype/dejavu/DejaVuSerif-BoldItalic.ttf',
    mono: '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf',
  },
];
const STANDARD: PdfFonts = {
  regular: 'Times-Roman',
  bold: 'Times-Bold',
  italic: 'Times-Italic',
  boldItalic: 'Times-BoldItalic',
  mono: 'Courier',
  embedded: false,
};

let chosen: PdfFonts | undefined;

export function pdfFonts(): PdfFonts {
  chosen ??= (() => {
    const family = FAMILIES.find((f) => Object.values(f).every((path) => existsSync(path)));
    return family ? { ...family, embedded: true } : STANDARD;
  })();
  return chosen;
}

/** Windows-1252's characters above Latin-1's printable ASCII and Latin-1 supplement. */
const CP1252_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const fitsCp1252 = (c: string) => {
  const code = c.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || c === '\n' || CP1252_EXTRA.has(c)
  );
};

/** For the standard fonts: accented letters lose the accent they cannot show; anything else becomes "?". */
export function standardFontText(text: string): string {
  let out = '';
  for (const c of text) {
    if (fitsCp1252(c)) out += c;
    else {
      const base = c.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...base].every(fitsCp1252) && base ? base : '?';
    }
  }
  return out;
}

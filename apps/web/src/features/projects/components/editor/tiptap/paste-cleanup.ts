/*
 * Word and Google Docs put their own markup on the clipboard. TipTap's schema already drops tags it does not know;
 * this removes what would otherwise leak through or mislead it: Office comments and XML, namespaced tags (o:p),
 * mso-* styles, classes, and the bold wrapper Google Docs puts around a whole paste.
 */

const GOOGLE_DOCS_WRAPPER = /<b\b[^>]*\bid="docs-internal-guid-[^"]*"[^>]*>([\s\S]*)<\/b>/i;

function cleanStyle(_whole: string, quote: string, css: string): string {
  const kept = css
    .split(';')
    .map((d) => d.trim())
    .filter((d) => d !== '' && !/^mso-/i.test(d));
  return kept.length > 0 ? ` style=${quote}${kept.join('; ')}${quote}` : '';
}

export function cleanPastedHtml(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(style|script|xml|title)\b[\s\S]*?<\/\1>/gi, '')
    .replace(/<(meta|link)\b[^>]*>/gi, '')
    .replace(/<\/?[a-z]+:[a-z]+\b[^>]*>/gi, '')
    .replace(GOOGLE_DOCS_WRAPPER, '$1')
    .replace(/\s(class|lang|dir)=("[^"]*"|'[^']*'|[^\s>]+)/gi, '')
    .replace(/\sstyle=(["'])([^"']*)\1/gi, cleanStyle);
}

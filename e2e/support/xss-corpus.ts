/*
 * Hostile text for the XSS suite, written for it. Every payload that runs announces itself in a way the browser
 * test sees: script calls `alert(<id>)` (a dialog), and markup that would fetch something asks for
 * `https://xss-<id>.invalid/` (an outbound request). Payloads that only act when clicked (a `javascript:` link)
 * are caught by the DOM audit instead (see xss-audit.ts). Ids are unique, so a failure names its payload.
 */

export type PayloadKind = 'html' | 'attribute' | 'url' | 'svg' | 'mathml' | 'css' | 'mutation' | 'template';

export interface Payload {
  id: number;
  kind: PayloadKind;
  text: string;
}

/** The host every fetching payload names; nothing on it ever resolves. */
export const markerHost = (id: number) => `xss-${id}.invalid`;
const url = (id: number, file = '') => `https://${markerHost(id)}/${file}`;
const run = (id: number) => `alert(${id})`;
const base64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

type Maker = (id: number) => string;

const KINDS: Record<PayloadKind, Maker[]> = {
  html: [
    (i) => `<script>${run(i)}</script>`,
    (i) => `<img src=x onerror=${run(i)}>`,
    (i) => `<img src="${url(i, 'i.png')}">`,
    (i) => `<body onload=${run(i)}>`,
    (i) => `<iframe src="javascript:${run(i)}"></iframe>`,
    (i) => `<iframe srcdoc="<script>parent.${run(i)}</script>"></iframe>`,
    (i) => `<object data="javascript:${run(i)}"></object>`,
    (i) => `<embed src="${url(i, 'e.swf')}">`,
    (i) => `<video><source onerror=${run(i)}></video>`,
    (i) => `<audio src=x onerror=${run(i)}>`,
    (i) => `<details open ontoggle=${run(i)}>`,
    (i) => `<input autofocus onfocus=${run(i)}>`,
    (i) => `<base href="${url(i)}">`,
    (i) => `<meta http-equiv="refresh" content="0;url=javascript:${run(i)}">`,
    (i) => `<link rel=stylesheet href="${url(i, 's.css')}">`,
    (i) => `<script src="${url(i, 's.js')}"></script>`,
    (i) => `<form action="${url(i)}"><button formaction="javascript:${run(i)}">Go</button></form>`,
  ],
  attribute: [
    (i) => `"><img src=x onerror=${run(i)}>`,
    (i) => `' onmouseover='${run(i)}' x='`,
    (i) => `" autofocus onfocus="${run(i)}" x="`,
    (i) => `</textarea><img src=x onerror=${run(i)}>`,
    (i) => `</title><img src=x onerror=${run(i)}>`,
    (i) => `</script><script>${run(i)}</script>`,
    (i) => `--><img src=x onerror=${run(i)}><!--`,
    (i) => `]]><img src=x onerror=${run(i)}>`,
    (i) => `" style="background:url(${url(i)})" x="`,
  ],
  url: [
    (i) => `<a href="javascript:${run(i)}">link</a>`,
    (i) => `<a href="JaVaScRiPt:${run(i)}">link</a>`,
    (i) => `<a href="&#106;avascript:${run(i)}">link</a>`,
    (i) => `<a href="java&#x09;script:${run(i)}">link</a>`,
    (i) => `<a href=" javascript:${run(i)}">link</a>`,
    (i) => `<a href="data:text/html;base64,${base64(`<script>${run(i)}</script>`)}">link</a>`,
    (i) => `<a href="vbscript:msgbox(${i})">link</a>`,
    (i) => `javascript:${run(i)}`,
    (i) => `<a href="//${markerHost(i)}/">link</a>`,
  ],
  svg: [
    (i) => `<svg onload=${run(i)}>`,
    (i) => `<svg><script>${run(i)}</script></svg>`,
    (i) => `<svg><animate onbegin=${run(i)} attributeName=x dur=1s>`,
    (i) => `<svg><a xlink:href="javascript:${run(i)}"><text y=20>x</text></a></svg>`,
    (i) => `<svg><image href="${url(i, 'i.png')}"/></svg>`,
    (i) => `<svg><foreignObject><img src=x onerror=${run(i)}></foreignObject></svg>`,
    (i) => `<svg><set attributeName=onmouseover to=${run(i)}>`,
  ],
  mathml: [
    (i) => `<math><mtext><img src=x onerror=${run(i)}></mtext></math>`,
    (i) => `<math href="javascript:${run(i)}">x</math>`,
    (i) => `<math><maction actiontype=statusline xlink:href="javascript:${run(i)}">x</maction></math>`,
    (i) => `<math><mi xlink:href="data:x,<script>${run(i)}</script>">x</mi></math>`,
  ],
  css: [
    (i) => `<style>@import '${url(i, 'a.css')}';</style>`,
    (i) => `<div style="background:url(${url(i, 'b.png')})">x</div>`,
    (i) => `<style>body{background:url("${url(i)}")}</style>`,
    (i) => `<p style="width:expression(${run(i)})">x</p>`,
    (i) => `<p style="text-align:left;background-image:url(${url(i)})">x</p>`,
  ],
  mutation: [
    (i) => `<noscript><p title="</noscript><img src=x onerror=${run(i)}>"></noscript>`,
    (i) => `<svg></p><style><a id="</style><img src=x onerror=${run(i)}>">`,
    (i) => `<math><mtext><table><mglyph><style><img src=x onerror=${run(i)}>`,
    (i) => `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=${run(i)}>`,
    (i) => `<template><img src=x onerror=${run(i)}></template>`,
    (i) => `<table><img src=x onerror=${run(i)}></table>`,
    (i) => `<p>&lt;img src=x onerror=${run(i)}&gt;</p>`,
    (i) => `<<script>script>${run(i)}<</script>/script>`,
    (i) => `<scr<script>ipt>${run(i)}</scr</script>ipt>`,
    (i) => `<xmp><img src=x onerror=${run(i)}></xmp>`,
    (i) => `<a href="https://example.org/" title="&lt;img src=x onerror=${run(i)}&gt;">t</a>`,
    (i) => `<p><code>&lt;/code&gt;&lt;img src=x onerror=${run(i)}&gt;</code></p>`,
  ],
  template: [
    (i) => `{{constructor.constructor('${run(i)}')()}}`,
    (i) => `\${${run(i)}}`,
    (i) => `<%= ${run(i)} %>`,
    (i) => `![x](${url(i, 'i.png')})`,
    (i) => `[x](javascript:${run(i)})`,
    (i) => `<javascript:${run(i)}>`,
    (i) => `[x](https://example.org/ "\\"><img src=x onerror=${run(i)}>")`,
    (i) => `\`\`\`\n</code></pre><img src=x onerror=${run(i)}>\n\`\`\``,
    (i) => `＜img src=x onerror=${run(i)}＞`,
  ],
};

/** The whole corpus, numbered from 1 in the order above. */
export const PAYLOADS: readonly Payload[] = (() => {
  let id = 0;
  return (Object.entries(KINDS) as Array<[PayloadKind, Maker[]]>).flatMap(([kind, makers]) =>
    makers.map((make) => {
      id += 1;
      return { id, kind, text: make(id) };
    }),
  );
})();

/**
 * The payloads packed, in order, into strings of at most `max` characters (a name field, a tag), each payload
 * whole and separated by a space.
 */
export function packed(max: number, payloads: readonly Payload[] = PAYLOADS): string[] {
  const chunks: string[] = [];
  let current = '';
  for (const { text } of payloads) {
    if (text.length > max) continue;
    if (current && current.length + 1 + text.length > max) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current} ${text}` : text;
  }
  if (current) chunks.push(current);
  return chunks;
}

/** Every payload as a paragraph of text typed into the draft (escaped, as the editor stores typed text). */
export const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

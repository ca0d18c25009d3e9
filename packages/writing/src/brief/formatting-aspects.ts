import { INSTRUCTION_RULES, type AspectRule } from './formatting-instructions.ts';
import { CONVENTION_RULES } from './formatting-conventions.ts';
import { OTHER_FORMATS } from './formatting-files.ts';
import { SENTENCE_RULES } from './formatting-sentences.ts';

/*
 * The patterns of each formatting aspect: fonts and sizes, spacing, margins, files and their names, page numbers,
 * headers, templates and the rest. formatting.ts applies them to a unit of the brief.
 */

const FONT_NAME =
  /\b(?:Times New Roman|Arial|Calibri|Helvetica|Garamond|Cambria|Georgia|Verdana|Book Antiqua|Palatino|Consolas|Courier(?: New)?)\b/;
// "a 7-point scale" is a questionnaire's, not a font size.
const SIZE = String.raw`\d{1,2}(?:\.\d)?\s*-?\s*(?:pt|point)\b(?!\s+(?:Likert\s+|rating\s+)?scales?\b)|\b(?:size|font)\s+\d{1,2}\b`;
/** The size after a font's name: "Arial 11", "Calibri, 12 pt", "Garamond size 12"; each font of a choice has one. */
const SIZE_AFTER = String.raw`(?:[\s,]*\d{1,2}\s*-?\s*(?:pt|point)\b|\s+\d{1,2}\b(?!\s*-?\s*(?:inch|cm|mm|["”″]))|\s*,?\s*(?:font\s+)?size\s+\d{1,2}\b)?`;

/** "Surname_Essay.docx", "ECO210_<student number>.pdf": a file name, placeholders and all. */
const FILE_NAME = String.raw`(?:[^\s.;<>]|<[^<>]{1,30}>)+\.(?:pdf|docx?|zip|pptx?|xlsx?)\b`;
/**
 * "Name it ECO210_Surname.pdf", "Name both files with your candidate number": an order to name the file, told
 * by what follows (a name with an underscore or an extension, or "with …"), so "name it after the river" is not.
 */
const NAME_IT = String.raw`\b(?:name|label)\s+(?:it|them|(?:your|the|both|each|all(?:\s+the)?)\s+(?:files?|documents?|submissions?))\s+(?=with\b|\S*_|[^\s.;]+\.(?:pdf|docx?|xlsx?|pptx?|zip|wav|mp3)\b)(?:[^.;]|\.(?=\S))*`;
/** "One PDF per pair, named …", "a Word file named with your student number (e.g. …)": the file, then its name. */
const NAMED_FILE = String.raw`\b(?:(?:an?|one|single)\s+)?(?:searchable\s+)?(?:PDF|Word (?:file|document)|file|document)\b[^.;]{0,60}?\bnamed\s+(?:with\s+[^.;,(]+(?:\s*\(e\.g\.\s*[^)]*\)|,?\s*e\.g\.,?\s*${FILE_NAME})?|${FILE_NAME})`;

/** "on the left and right and 1" at the top and bottom": margins given per side after the first size. */
const SIDE = String.raw`(?:on|at)\s+the\s+(?:left|right|top|bottom)(?:\s+and\s+(?:the\s+)?(?:left|right|top|bottom))?`;
const SIDES = String.raw`\s+${SIDE}(?:,?\s+and\s+\d(?:\.\d+)?\s*(?:["”″]|cm|mm)\s+${SIDE})?`;

/** Words that make a bare font name a font rule rather than a place ("students in Georgia"). */
export const ABOUT_FONTS = /\b(?:font|typeface|type|typed|pt|point|size|text|body|headings?|use|set)\b/i;

/** Every aspect a presentation rule can have, with the pattern that finds it and the label it is shown with. */
export const RULES: AspectRule[] = [
  ...SENTENCE_RULES,
  ...CONVENTION_RULES,
  {
    aspect: 'font',
    label: 'Font',
    pattern: new RegExp(
      String.raw`(?:(?:${SIZE})(?:\s+or\s+\d{1,2}\s*-?\s*(?:pt|point))?[\s,]*(?:font|type|text)?[\s,]*(?:size\s*)?)?(?:${FONT_NAME.source})${SIZE_AFTER}(?:\s+or\s+(?:${FONT_NAME.source})${SIZE_AFTER})?|(?:${SIZE})(?:\s+or\s+\d{1,2}\s*-?\s*(?:pt|point))?(?:\s+(?:body\s+)?(?:font|type|text)(?:\s+size)?)?|\b(?:standard|readable)\s+font\b`,
      'i',
    ),
  },
  {
    aspect: 'spacing',
    label: 'Line spacing',
    // "single-spaced text with 6 pt after each paragraph": the space between paragraphs goes with it.
    pattern:
      /\b(?:single|double|[12]\.\d{1,2}|one-and-a-half)[\s-]*(?:line[\s-]*)?spac(?:ed|ing|e)\b(?:\s+text)?(?:\s+with\s+\d{1,2}\s*pt\s+(?:after|before)\s+(?:each|every)\s+paragraph)?|\b(?:line\s+)?spacing(?:\s+of)?\s*:?\s*(?:[12]\.\d{1,2}|2|double|single)\b|\bdouble line spacing\b/i,
  },
  {
    aspect: 'margins',
    label: 'Margins',
    pattern: new RegExp(
      String.raw`(?:\b\d(?:\.\d+)?|\bone)\s*(?:["”″]|-?\s*inch(?:es)?\b|\s*cm\b|\s*mm\b)[\s-]*(?:margins?\b)?(?=[^.]*\bmargins?\b)|\bmargins?\s*:?\s+(?:of\s+)?(?:at\s+least\s+|no\s+less\s+than\s+|a\s+minimum\s+of\s+)?\d(?:\.\d+)?\s*(?:["”″]|cm|mm|inch(?:es)?)(?:\s*\([^()]{1,30}\))?(?:\s+(?:on (?:all|every|each) sides?|all round)|${SIDES})?(?:,?\s+(?:except|but)\s+(?:for\s+)?(?:a|the)\s+(?:left|right|top|bottom|binding)\b[^.;]*)?|\b(?:standard|normal|default)(?:\s+\d-inch)?\s+margins?\b|\bleave an? (?:(?:left|right|top|bottom|binding|wide)\s+)?margin\b(?:[^.;]|\.(?=\d))*|\bmargins?\s*:?\s+(?:(?:left|right|top|bottom)\s+\d(?:\.\d+)?\s*(?:cm|mm|["”″]),?\s*(?:and\s+)?){2,4}`,
      'i',
    ),
  },
  {
    aspect: 'file_name',
    label: 'File name',
    pattern: new RegExp(
      String.raw`(?<=^|[.;:!?,]\s*)[^.;:,]*?\bin\s+the\s+file\s?name\b(?:\s*\([^()]*\))?|\b(?:name|label) (?:your|the) file\b(?:[^.;]|\.(?=\S))*|${NAME_IT}|\bfile ?names?\b(?:[^.;]|\.(?=\S))*|\b(?:submit|upload|export|save|send)\w*\b[^.;]{0,60}?\b(?:named?(?: it)?|as)\s+${FILE_NAME}(?:[^.;]|\.(?=\S))*|${NAMED_FILE}`,
      'i',
    ),
  },
  {
    aspect: 'copies',
    label: 'Copies',
    pattern:
      /\b(?:hand in|submit|bring|deliver|send|e-?mail)\b[^.;]*?\b(?:hard|printed|paper|soft|electronic|digital) cop(?:y|ies)\b[^.;]*|\b(?:an?|one|two|three) (?:hard|printed|paper|soft|electronic|digital) cop(?:y|ies)\b[^.;]*|(?<=:\s*)(?:hard|printed|paper) cop(?:y|ies)\b[^.;]*/i,
    // "Submission: hard copy in the box, and an electronic copy online": the copies given as a label's value.
    // "A printed copy is not required": a copy the brief does not ask for is no rule.
    context: /^(?![^.]*\b(?:not|no longer)\s+(?:required|needed|necessary)\b)/i,
  },
  {
    aspect: 'file_size',
    label: 'File size',
    pattern:
      /\b(?:under|below|less than|no (?:larger|bigger|more) than|maximum(?: of)?|max\.?)\s+\d+\s*(?:MB|KB|GB)\b|\b\d+\s*MB (?:file )?limit\b/i,
  },
  {
    aspect: 'file_format',
    label: 'File format',
    // "the data as one .csv file", "the code in a .zip archive": files other than the text have formats too.
    pattern: new RegExp(
      String.raw`\b(?:an?\s+)?(?:electronic\s+|digital\s+)?(?:copy|version)\s+(?:as|in)\s+(?:an?\s+)?(?:PDF|Word(?:\s+document)?)\b|\b(?:(?:MS|Microsoft)\s+)?Word\s+(?:document|file|format)s?(?:\s*\(\.docx?\))?|\.(?:docx?|pdf)\b(?:\s+or\s+\.(?:docx?|pdf)\b)?(?:\s+file)?|\b(?:a\s+|one\s+|single\s+)?pdf(?:\s+(?:file|document|version|copy))?(?:\s+or\s+(?:a\s+)?Word\s+(?:file|document))?(?:\s+only)?\b|\bdocx?\b|${OTHER_FORMATS}`,
      'i',
    ),
    // "If the portal fails, e-mail the PDF to the office" is what to do when something goes wrong, not a rule.
    context:
      /^(?![^.]*\bif\b[^.]*\b(?:fails?|is\s+down|unavailable|technical\s+(?:problems?|issues?))\b)[^]*?\b(?:submit|submitted|submission|upload|uploaded|save|saved|send|sent|e-?mail|attach|format|file|copy|version|document|as a|as an|only)\b/i,
  },
  {
    aspect: 'page_numbers',
    label: 'Page numbers',
    pattern:
      /\bnumber (?:all|each|every|the|your) pages?\b[^.;,]*?(?=\s+and\s+(?:your|the|a)\b|[.;,]|$)|\b(?:all |the |your )?pages? (?:must be |should be |are )?numbered\b[^.;]*|\bpage numbers?\b(?!\s+(?:for|in|with|when)\s+(?:every|each|all|any|direct|your)?\s*(?:quot|citation|reference))[^.;,]*?(?=\s+and\s+(?:your|the|a)\b|[.;,]|$)|\bnumbered pages\b|\bpaginat\w*/i,
  },
  {
    aspect: 'page_size',
    label: 'Paper size',
    // "15 pages of A4" measures the length; it is not a rule about the paper.
    pattern:
      /(?<!\bpages? of )\bA4\b|\b(?:US )?[Ll]etter[\s-]size(?:d)?(?: paper)?\b|\bUS Letter(?: (?:page|paper) size| paper)?\b/,
  },
  {
    aspect: 'header',
    label: 'Header',
    pattern:
      /\b(?:student|candidate|registration|matriculation) (?:number|ID)\b[^.;,]*?\b(?:in|on) the header\b|^your (?:full )?(?:name|initials|class|group)\b[^.;]*?\b(?:in|on) the (?:header|footer)\b[^.;]*|\b(?:put|include|add|place|show|write|with)\b[^.;:]*?\b(?:in|on) the (?:header|footer)\b[^.;]*|\brunning (?:head|header)\b[^.;]*|\b(?:header|footer)\s+(?:with|showing|containing)\b[^.;]*/i,
  },
  {
    aspect: 'heading_style',
    label: 'Headings',
    pattern:
      /\b(?:MLA|APA)\s+(?:style\s+)?heading\b(?:\s*\([^()]*\))?(?:\s+(?:on|in|at)\s+(?:the\s+)?(?:first page|upper left|top left|top)\b(?:\s*\([^()]*\))?)?|\blevel \d(?: and (?:level )?\d)?(?: APA)? headings\b[^.;]*/i,
    // "MLA heading (name, teacher, course, date) in the upper left": the heading placed on the page is asked for.
    context:
      /^(?:use|apply|follow|include)\b|\b(?:with|using)\s+(?:an?\s+)?(?:MLA|APA|level)\b|\b(?:MLA|APA)\s+heading\s*(?:\([^()]*\)\s*)?(?:on|in|at)\s+(?:the\s+)?(?:first page|upper left|top left|top)\b/i,
  },
  {
    aspect: 'heading_style',
    label: 'Headings',
    pattern: /\bnumbered headings\b|\bheadings (?:must be |should be |are )?numbered\b[^.;]*/i,
  },
  {
    aspect: 'template',
    label: 'Template',
    // "the Moodle template (Calibri 11, single spacing)": the template keeps the settings it comes with.
    pattern: /\b(?:the|a|an)\s+[^.;()]{0,40}\btemplate\b(?:\s*\([^()]*\))?/i,
  },
  {
    aspect: 'word_count_statement',
    label: 'Word count',
    // "… and the word count is on the title page", as a closing checklist says it.
    pattern:
      /\b(?:state|include|give|put|write|declare|display)\b[^.;]{0,30}\bword count\b[^.;]*|\b(?:the\s+)?word count\s+(?:is|appears)\s+(?:given\s+|stated\s+|shown\s+)?(?:on|at)\s+the\s+(?:title|cover|first|front)\s+page\b/i,
  },
  {
    aspect: 'reference_order',
    label: 'Reference list',
    pattern:
      /\b(?:(?:list|arrange|order|sort|present)\b[^.;]*\balphabetical(?:ly)?|alphabetical(?:ly)? order)\b[^.;]*?(?=,?\s+with an? hanging indent(?:ation)? of \d|[.;]|$)/i,
  },
  {
    aspect: 'referencing',
    label: 'Referencing',
    pattern:
      /(?:\b(?:[A-Z][a-z]+\s+){1,6}\((?=(?:ACS|AMA|APSA|ASA|CSE|MHRA)\)))?\b(?:OSCOLA|AGLC\d?|Australian Guide to Legal Citation|ACS|AMA|APSA|ASA|CSE|MHRA|Bluebook)\b\)?(?:\s*\([^)]*\))?(?:\s+\(?\d{1,2}(?:st|nd|rd|th)?\s+(?:ed\.?|edition)\)?)?/,
    context: /\b(?:referenc\w*|cit(?:e|ed|ing|ation|ations)|style|comply|accordance|footnotes)\b/i,
  },
  {
    aspect: 'figures',
    label: 'Figures and tables',
    pattern:
      /\bnumber (?:all |the |your |each |every )?(?:figures?|tables?)(?: and (?:figures?|tables?))?\b|\b(?:all )?(?:figures|tables)(?:(?: and |\/)(?:figures|tables))?:? (?:(?:must|should) be |are )?(?:numbered|captioned|labelled|labeled)\b[^.;]*|\b(?:(?:all|every|each) )?(?:figures?|tables?|graphs?|charts?|photo(?:graph)?s?|images?|diagrams?|maps?)(?:,? (?:and )?(?:figures?|tables?|graphs?|charts?|photo(?:graph)?s?|images?|diagrams?|maps?))* (?:must |should )?(?:carry|carries|has|have|needs?|bears?) (?:a |an |its own )?(?:figure |table )?(?:number|caption|title|label)\b[^.;]*/i,
  },
  {
    // "every image in it has a numbered caption", "Tables have their title above, figures their caption below",
    // "Images taken from other people must be credited in the caption", "with both axes labelled and a title".
    aspect: 'figures',
    label: 'Figures and tables',
    pattern:
      /\b(?:(?:all|every|each)\s+)?(?:figures?|tables?|graphs?|charts?|plots?|photo(?:graph)?s?|images?|diagrams?|maps?)(?:\s+in\s+(?:it|them|the\s+\w+))?\s+(?:has|have|carry|carries|needs?)\s+(?:an?\s+numbered\s+caption|their\s+(?:titles?|captions?)\s+(?:above|below|underneath))\b[^.;]*|\b(?:images?|photo(?:graph)?s?|figures?|pictures?)\b[^.;,]{0,40}?\b(?:must|should)\s+be\s+credited\s+in\s+the\s+caption\b[^.;]*|(?<=^|[.;:!?]\s*)[^.;:]*\bwith\s+both\s+axes\s+labell?ed\b[^.;]*/i,
  },
  {
    aspect: 'equations',
    label: 'Equations',
    pattern:
      /\bnumber (?:all |the |your |each )?equations\b(?:,\s+(?:figures|tables)|\s+and\s+(?:figures|tables))*(?:\s+by\s+chapter\b(?:[^.;]|\.(?=\S))*)?|\b(?:all )?equations (?:(?:must|should) be |are )?numbered\b/i,
  },
  {
    aspect: 'binding',
    label: 'Binding',
    // "two spiral-bound printed copies at the office", "a printed, stapled copy", "pages stapled in order".
    pattern:
      /\b(?:(?:an?|one|two|three|\d)\s+)?(?:printed,?\s+(?:and\s+)?)?(?:stapled|(?:spiral|comb|thermal)[\s-]?bound|bound)(?:,?\s+(?:and\s+)?printed)?\s+cop(?:y|ies)\b(?:\s+(?:at|to|in)\s+the\s+[^.;,+]*)?|(?<=^|[.;:,!?]\s*)[^.;:,]*\bstapled\s+(?:together|in (?:the )?(?:correct|right) order)|\bstapled(?:\s+(?:together\s+)?(?:in|at)\s+the\s+top[\s-]left(?:[\s-]hand)?\s+corner)?|\bstaple\s+(?:it|them|the\s+[a-z\s]{1,20}?)(?:\s+together)?\s+(?:in|at)\s+the\s+top[\s-]left\b[^.;]*|\b(?:spiral|comb|thermal)[\s-]?(?:bound|bind(?: it)?)\b/i,
    // How to hand in paper copies is a submission matter; only how the work is held together is formatting.
    // "Staple the copy at the top left; do not use plastic folders" still tells how; a negation before it does not.
    context: /^(?![^.]*\b(?:not|no)\b(?!\s+later\b)[^.]*\b(?:stapl|bound|bind))/i,
  },
  {
    aspect: 'alignment',
    label: 'Alignment',
    pattern: /\b(?:fully |left-)?justified(?: text)?\b|\b(?:left|fully)[\s-]aligned(?: text)?\b/i,
    context: /^(?![^.]*\bjustified (?:by|in|on|with)\b)/i,
  },
  {
    aspect: 'units',
    label: 'Units',
    // "SI units, or the usual astronomical units where appropriate": the alternative is part of the rule.
    pattern: /\bSI units\b[^.;,]*(?:,?\s+or\s+[^.;]*)?/,
  },
  {
    aspect: 'printing',
    label: 'Printing',
    pattern:
      /\bprint(?:ed)?\b[^.;]{0,20}?\b(?:on one side(?: only)?|single-sided|double-sided|on both sides)\b[^.;,]*/i,
  },
  {
    aspect: 'notes',
    label: 'Notes',
    pattern:
      /^[^.;]*?\bgo(?:es)? in (?:the )?footnotes\b|\b(?:every|each) (?:source|reference|quotation)\b[^.;]*?\bfootnote\b/i,
  },
  ...INSTRUCTION_RULES,
  {
    aspect: 'typed',
    label: 'Typed',
    // The clause that says how the work is produced: "typed or neatly handwritten", "Tables should be typed,
    // not pasted as images", "You may handwrite it neatly in ink on A4 paper or type it".
    pattern:
      /(?<=^|[.;:!?,]\s*)[^.;:,|()]*?\b(?:typed|word[\s-]processed|handwritten|handwrite)\b(?:[^.;:,|()]|,(?=\s+(?:not|but|or)\b))*/i,
  },
];

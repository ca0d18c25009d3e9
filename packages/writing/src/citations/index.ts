export { checkCitations } from './check.ts';
export { STYLE_RULES, type StyleRules } from './styles.ts';

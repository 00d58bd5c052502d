/** The languages the code panes show: Velo JavaScript, HTML embeds and Markdown instructions. */
export type CodeLanguage = 'javascript' | 'html' | 'markdown' | 'text';

export const LANGUAGE_LABELS: Record<CodeLanguage, string> = {
  javascript: 'JavaScript',
  html: 'HTML',
  markdown: 'Markdown',
  text: 'Text',
};

export const LANGUAGE_MIME_TYPES: Record<CodeLanguage, string> = {
  javascript: 'text/javascript',
  html: 'text/html',
  markdown: 'text/markdown',
  text: 'text/plain',
};

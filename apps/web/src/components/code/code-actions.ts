import { showToast } from '../../lib/toast';
import type { CodeLanguage } from './languages';
import { LANGUAGE_MIME_TYPES } from './languages';

/**
 * Copies text to the clipboard. The async Clipboard API needs a secure context; a site served
 * over plain http (a self-hosted install) falls back to a hidden textarea and execCommand.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (window.isSecureContext && navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: the fallback below may still work.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Saves code as a file of its language's type. */
export function downloadText(fileName: string, text: string, language: CodeLanguage): void {
  downloadFile(fileName, text, LANGUAGE_MIME_TYPES[language]);
}

/** Saves text as a file through a temporary object URL and a temporary <a download>. */
export function downloadFile(fileName: string, text: string, mimeType: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, or some browsers cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Copy with the spec's toasts ('Copied!' / 'Code copied to clipboard', spec section 8). */
export async function copyWithToast(text: string, description = 'Code copied to clipboard') {
  if (await copyText(text)) {
    showToast({ title: 'Copied!', description });
    return;
  }
  showToast({
    variant: 'destructive',
    title: 'Copy failed',
    description: 'Your browser blocked clipboard access. Select the text and copy it instead.',
  });
}

/** Download with the spec's 'Downloaded!' toast. */
export function downloadWithToast(fileName: string, text: string, language: CodeLanguage) {
  downloadText(fileName, text, language);
  showToast({ title: 'Downloaded!', description: `Saved as ${fileName}` });
}

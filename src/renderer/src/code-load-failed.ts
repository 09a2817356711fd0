/**
 * What the page says when its own code could not be loaded even after loading again
 * (code-reload.ts). The app's words and styles come with that code, so these stand alone: both
 * languages at once, since the user's choice of one is kept by the app that did not load.
 */
export const CODE_FAILED_WORDS = {
  en: 'Turnkey could not load its screens from this computer. Check that Turnkey still runs, then load the page again (F5).',
  ru: 'Turnkey не смог загрузить свои экраны с этого компьютера. Проверьте, что Turnkey ещё работает, и загрузите страницу снова (F5).',
} as const;

/** The words in the page's root, where the app did not draw yet. */
export function sayCodeFailedIn(root: HTMLElement | null): void {
  if (!root || root.childElementCount > 0) return;
  // The app's own styles come with the code that failed (styles.css), so these few stand in.
  root.style.padding = '2rem';
  root.style.fontFamily = 'system-ui, sans-serif';
  root.style.lineHeight = '1.5';
  for (const [lang, words] of Object.entries(CODE_FAILED_WORDS)) {
    const line = root.ownerDocument.createElement('p');
    line.lang = lang;
    line.textContent = words;
    line.setAttribute('data-testid', 'code-load-failed');
    root.append(line);
  }
}

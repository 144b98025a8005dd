/**
 * Copy buttons: the Clipboard API, a visible "Copied" state, and an announcement for screen
 * readers. Where the clipboard is refused (an insecure origin, a denied permission) the text is
 * selected instead, so Ctrl+C still works.
 */

const COPIED_FOR_MS = 2000;

const selectContents = (element: HTMLElement): void => {
  const selection = window.getSelection();
  if (!selection) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
};

/**
 * Makes every `button[data-copy]` copy the text of the element whose id it names.
 * `announce` tells assistive technology what happened.
 */
export const wireCopyButtons = (root: ParentNode, announce: (message: string) => void): void => {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    const label = button.textContent;
    let timer: ReturnType<typeof setTimeout> | undefined;
    button.addEventListener('click', () => {
      const source = document.getElementById(button.dataset['copy'] ?? '');
      if (!source) return;
      const show = (state: 'copied' | 'select', text: string) => {
        button.dataset['state'] = state;
        button.textContent = text;
        announce(text);
        clearTimeout(timer);
        timer = setTimeout(() => {
          delete button.dataset['state'];
          button.textContent = label;
        }, COPIED_FOR_MS);
      };
      const text = source.textContent;
      // `navigator.clipboard` is undefined on insecure origins, whatever the types say.
      const clipboard = navigator.clipboard as Clipboard | undefined;
      if (!clipboard) {
        selectContents(source);
        show('select', 'Selected: press Ctrl+C');
        return;
      }
      clipboard.writeText(text).then(
        () => {
          show('copied', 'Copied ✓');
        },
        () => {
          selectContents(source);
          show('select', 'Selected: press Ctrl+C');
        },
      );
    });
  }
};

/** Where a question sits on the page, so a refused save or step can take the person to it. */
export const QUESTION_ATTRIBUTE = 'data-question-id';

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button';

function boxOf(key: string): Element | undefined {
  return [...document.querySelectorAll(`[${QUESTION_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(QUESTION_ATTRIBUTE) === key,
  );
}

function focusIn(box: Element): void {
  box.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  box.scrollIntoView?.({ block: 'center' });
}

/**
 * Moves the focus to a question's first input (the first one in error after a refused save);
 * `key` is a question id or `group.index.question` for a question of a group's entry. A refused
 * save of a stepped form first moves to the step in error, which is drawn after this call: the
 * question is then looked for once more when the page has been drawn.
 */
export function focusQuestion(key: string): void {
  const box = boxOf(key);
  if (box) {
    focusIn(box);
    return;
  }
  setTimeout(() => {
    const drawn = boxOf(key);
    if (drawn) focusIn(drawn);
  }, 0);
}

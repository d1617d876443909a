/** Where a question sits on the page, so a refused save or step can take the person to it. */
export const QUESTION_ATTRIBUTE = 'data-question-id';

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button';

/**
 * Moves the focus to a question's first input (the first one in error after a refused save);
 * `key` is a question id or `group.index.question` for a question of a group's entry.
 */
export function focusQuestion(key: string): void {
  const box = [...document.querySelectorAll(`[${QUESTION_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(QUESTION_ATTRIBUTE) === key,
  );
  const target = box?.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
  box?.scrollIntoView?.({ block: 'center' });
}

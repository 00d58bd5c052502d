import type { CodeWriter } from './code';
import { str } from './naming';

/**
 * A button that asks for a second click before it changes or removes something: the first click
 * shows `label` on it, the second puts its own label back and goes on. `el` is how the code
 * reaches the button: `$w('#cancelButton')`, or `$item('#cancelButton')` for each item's own.
 */

/** Its own label, kept to put back, and whether a first click armed it. */
export function declareSecondClick(body: CodeWriter, el: string, id: string, what: string): void {
  body.comment(`#${id} asks for a second click before it ${what}.`);
  body.line(`const ${id}Label = ${el}.label;`);
  body.line(`let ${id}Armed = false;`);
}

/** At the start of its click handler; `onArm` says more on the first click (a status text). */
export function writeSecondClick(
  body: CodeWriter,
  el: string,
  id: string,
  label: string,
  onArm?: () => void,
): void {
  body.block(`if (!${id}Armed) {`, () => {
    body.line(`${id}Armed = true;`);
    body.line(`${el}.label = ${str(label)};`);
    onArm?.();
    body.line('return;');
  });
  disarm(body, el, id);
}

export function disarm(body: CodeWriter, el: string, id: string): void {
  body.line(`${id}Armed = false;`);
  body.line(`${el}.label = ${id}Label;`);
}

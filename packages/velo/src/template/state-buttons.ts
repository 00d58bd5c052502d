import type { SiteElement } from '../structure';
import { words } from './naming';
import { type PlanContext, isButton } from './plan-context';

/**
 * A button that shows one state of a multi-state box or one tab of a Tabs element:
 * 'specsButton shows specsState', 'overviewButton goes back to overviewState', 'seeReviewsButton
 * switches productTabs to reviewsTab', 'opens the reviews tab'. Before, the buttons did nothing
 * and the coverage warning named their sentences. A box holding inputs is a multi-step form's,
 * whose steps plan-form-steps.ts switches.
 */
export interface StateButton {
  kind: 'state';
  buttonId: string;
  boxId: string;
  childId: string;
  /** A Tabs element (changeTab), else a multi-state box (changeState). */
  tabs: boolean;
}

const INPUT_TYPES = new Set([
  'TextInput',
  'TextBox',
  'Dropdown',
  'RadioButtonGroup',
  'CheckboxGroup',
  'Checkbox',
  'DatePicker',
  'UploadButton',
]);

/** The button `named` in the sentence that shows a state or tab named after it there. */
export function stateButton(
  sentence: string,
  named: SiteElement[],
  ctx: PlanContext,
): StateButton | null {
  const { structure } = ctx;
  const button = named.find(isButton);
  if (!button) return null;
  const after = sentence.slice(sentence.indexOf(button.id) + button.id.length);
  for (const box of structure.elements) {
    const tabs = box.veloType === 'Tabs';
    if (!tabs && box.veloType !== 'MultiStateBox') continue;
    if (holdsInputs(ctx, box)) continue;
    const children = structure.elements.filter((e) => e.parentId === box.id);
    const child =
      children.find((c) => new RegExp(String.raw`\b${c.id}\b`).test(after)) ??
      children.find((c) => saidByWords(c, after, tabs ? 'tab' : 'state'));
    if (child)
      return { kind: 'state', buttonId: button.id, boxId: box.id, childId: child.id, tabs };
  }
  return null;
}

/** 'the reviews tab' for reviewsTab, 'the specs state' for specsState. */
function saidByWords(child: SiteElement, text: string, role: string): boolean {
  const own = words(child.id).filter((w) => w !== role && w !== 'box' && w !== 'container');
  return (
    own.length > 0 && new RegExp(String.raw`\b${own.join('\\s+')}\s+${role}\b`, 'i').test(text)
  );
}

function holdsInputs(ctx: PlanContext, box: SiteElement): boolean {
  const inside = (e: SiteElement): boolean => {
    const parent = e.parentId ? ctx.structure.byId.get(e.parentId) : undefined;
    return parent ? parent.id === box.id || inside(parent) : false;
  };
  return ctx.structure.elements.some((e) => INPUT_TYPES.has(e.veloType ?? '') && inside(e));
}

/** The page code: the button switches the box or the tabs. */
export function stateButtonLines(widget: StateButton): { comment: string; lines: string[] } {
  const $ = (id: string) => `$w('#${id}')`;
  const change = widget.tabs
    ? `changeTab('${widget.childId}')`
    : `changeState('${widget.childId}')`;
  return {
    comment: `#${widget.buttonId} shows ${widget.tabs ? 'the tab' : 'the state'} #${widget.childId} of #${widget.boxId}.`,
    lines: [`${$(widget.buttonId)}.onClick(() => ${$(widget.boxId)}.${change});`],
  };
}

/** How it is tried in Preview. */
export function stateButtonStep(widget: StateButton): string {
  return `Click \`${widget.buttonId}\`: \`${widget.boxId}\` shows ${widget.tabs ? 'its tab' : 'its state'} \`${widget.childId}\`.`;
}

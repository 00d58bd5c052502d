import type { SiteElement } from '../structure';
import { namesElement, quotedTexts, sentencesOf } from './keywords';
import { hasWord } from './naming';
import { type PlanContext, isButton, pageLevel } from './plan-context';
import { type StateButton, stateButton } from './state-buttons';
import { type DateText, dateText } from './date-texts';
import { type ShareButton, shareOf } from './share-links';
import { countdown } from './plan-countdown';
import { type Stepper, stepperOf } from './steppers';
import { type PresetButtons, presetsOf } from './preset-buttons';
import { type PasswordReveal, passwordReveal } from './password-reveal';

export type WidgetPlan =
  | PasswordReveal
  | StateButton
  | DateText
  | ShareButton
  | Stepper
  | PresetButtons
  | {
      kind: 'counter';
      textId: string;
      fieldId: string;
      /** The most characters the field takes, also set as its maxLength; null: no limit said. */
      max: number | null;
      /** Counts what is left of `max` rather than what is typed. */
      left: boolean;
      /** The prompt's own example of the text ('"120/500"'), its numbers replaced when shown. */
      example: string | null;
    }
  | {
      kind: 'copy';
      buttonId: string;
      source:
        | { kind: 'literal'; value: string }
        | { kind: 'element'; id: string; property: 'text' | 'value' }
        | { kind: 'pageUrl' };
      /** What tells the visitor it worked: the button's label or a text, for `ms`. */
      feedback:
        | { kind: 'label'; text: string; ms: number }
        | { kind: 'text'; id: string; text: string | null; ms: number }
        | null;
    }
  /**
   * `targetId` null: the top of the page. `showAfter`: the button shows only once that element
   * is scrolled past ('shows once the visitor scrolls past heroSection').
   */
  | { kind: 'scroll'; buttonId: string; targetId: string | null; showAfter: string | null }
  /** A button going to a page or site the prompt writes out: 'editButton goes to /profile/edit'. */
  | { kind: 'link'; buttonId: string; url: string }
  /** Elements collapsed on one kind of device: 'on mobile, collapse filtersBox'. */
  | { kind: 'device'; ids: string[]; collapsedOn: 'mobile' | 'desktop' }
  | {
      kind: 'countdown';
      textId: string;
      /** `new Date(...)` arguments in the visitor's zone, or an ISO time with its zone. */
      until: { local: number[] } | { zoned: string };
      /** Shown at zero, when the prompt says what. */
      doneText: string | null;
      /** 'daysText, hoursText, minutesText and secondsText': one number each, not all in one. */
      parts: { unit: CountdownUnit; id: string }[];
      /** 'When the countdown reaches zero, hide countdownBox and show launchButton'. */
      atZero: { hide: string[]; show: string[] };
    };

export type CountdownUnit = 'days' | 'hours' | 'minutes' | 'seconds';

/**
 * Page behaviours with no data behind them, each from the sentence that names its elements: a
 * character counter for a text field, a button that copies to the clipboard, a button that
 * scrolls to a part of the page, and a countdown to a date. The counted field stays free for the
 * form that saves it; the counter's text and the buttons are claimed.
 */
export function planWidgets(ctx: PlanContext): WidgetPlan[] {
  const page = pageLevel(ctx.structure).filter((e) => !ctx.claimed.has(e.id));
  const widgets: WidgetPlan[] = [];
  for (const sentence of sentencesOf(ctx.promptText)) {
    // Again while the sentence has more: 'heroButton goes to /shop, and aboutButton to /about'.
    for (let found = true; found;) {
      found = false;
      const named = page
        .filter((e) => namesElement(sentence, e.id))
        .filter((e) => !widgets.some((w) => ownIds(w).includes(e.id)));
      const widget =
        characterCounter(sentence, named, ctx) ??
        copyButton(sentence, named) ??
        scrollButton(sentence, named, ctx.promptText) ??
        linkButton(sentence, named) ??
        countdown(sentence, named, ctx) ??
        stateButton(sentence, named, ctx) ??
        dateText(sentence, named) ??
        pageShare(sentence, named) ??
        stepperOf(sentence, named, ctx.promptText, page) ??
        presetsOf(sentence, named) ??
        passwordReveal(sentence, named) ??
        deviceOnly(sentence, named);
      if (!widget) continue;
      widgets.push(widget);
      for (const id of ownIds(widget)) ctx.claimed.add(id);
      found = ownIds(widget).length > 0;
    }
  }
  return widgets;
}

/** The ids a widget takes for itself (not the field a counter counts, nor a scroll's target). */
function ownIds(widget: WidgetPlan): string[] {
  switch (widget.kind) {
    case 'counter':
    case 'today':
      return [widget.textId];
    case 'copy':
      return [widget.buttonId, ...(widget.feedback?.kind === 'text' ? [widget.feedback.id] : [])];
    case 'scroll':
    case 'link':
    case 'state':
    case 'share':
      return [widget.buttonId];
    case 'stepper':
      // The input stays free for a form that reads it.
      return [widget.plusId, widget.minusId];
    case 'presets':
      return widget.buttons.map((b) => b.id);
    case 'reveal':
      // The password input stays free for a form that sends it.
      return [widget.boxId];
    case 'countdown':
      return [
        widget.textId,
        ...widget.parts.map((p) => p.id),
        ...widget.atZero.hide,
        ...widget.atZero.show,
      ];
    case 'device':
      // Shown or not by device, the elements keep whatever else they do.
      return [];
  }
}

const PAGING_WORDS = ['next', 'prev', 'previous', 'more', 'load', 'page', 'pagination'];

const CHARACTER_WORDS = ['char', 'chars', 'character', 'remaining', 'left', 'length'];

const isText = (e: SiteElement) => e.veloType === 'Text';
const isTextField = (e: SiteElement) => e.veloType === 'TextInput' || e.veloType === 'TextBox';

/**
 * 'As the visitor types in messageInput, charCountText shows how many characters are left out of
 * 500, like "120/500"'. The limit is also set on the field, so the count cannot pass it.
 */
function characterCounter(
  sentence: string,
  named: SiteElement[],
  ctx: PlanContext,
): WidgetPlan | null {
  if (!/\b(?:characters?|chars|letters)\b/i.test(sentence)) return null;
  // Characters counted: 'how many characters are left', 'the characters typed', a 'charCountText'.
  // 'at most 500 characters; errorText says so' is a rule, and 'countText shows how many products
  // match' beside 'at least 3 characters' counts products.
  const counting =
    /\b(?:how many|number of|count(?:s|ing)?(?: of)?(?: the)?)\s+(?:\w+\s+){0,2}?(?:characters|chars|letters)\b|(?<!\d\s*)\b(?:characters|chars|letters)\s+(?:are\s+|were\s+)?(?:left|remaining|typed|used|entered)\b/i.test(
      sentence,
    ) || named.some((e) => isText(e) && hasWord(e.id, CHARACTER_WORDS));
  // 'Put a character counter under the message box': the page's one text for it, unnamed.
  const counter = /\b(?:character|char|letter)\s+count(?:er)?\b/i.test(sentence)
    ? pageLevel(ctx.structure).filter(
        (e) =>
          isText(e) &&
          !ctx.claimed.has(e.id) &&
          hasWord(e.id, [...CHARACTER_WORDS, 'count', 'counter']),
      )
    : [];
  if (!counting && counter.length === 0) return null;
  const text =
    named.find((e) => isText(e) && hasWord(e.id, CHARACTER_WORDS)) ??
    named.find((e) => isText(e) && hasWord(e.id, ['count', 'counter'])) ??
    named.find(isText) ??
    (counter.length === 1 ? counter[0] : undefined);
  const field = pageLevel(ctx.structure).find(
    (e) => isTextField(e) && namesElement(sentence, e.id),
  );
  if (!text || !field) return null;
  const example = quotedTexts(sentence).find((q) => /\d/.test(q));
  // The example's numbers are not the limit: '"480 characters left" (limit 500)'.
  const said = sentence.replace(/"[^"]*"|“[^”]*”/g, ' ');
  const limit =
    /\b(\d{1,5})\s*(?:characters|chars|letters)\b/i.exec(said)?.[1] ??
    /\b(?:out of|of|max(?:imum)?|at most|up to|limit(?:ed)?(?: of| to)?)\s+(\d{1,5})\b/i.exec(
      said,
    )?.[1] ??
    /\d+\s*\/\s*(\d{1,5})/.exec(example ?? '')?.[1];
  const max = limit ? Number(limit) : null;
  const left = max !== null && /\b(?:left|remaining|remain)\b/i.test(sentence);
  return {
    kind: 'counter',
    textId: text.id,
    fieldId: field.id,
    max,
    left,
    example: example ?? null,
  };
}

/**
 * 'copyEmailButton copies the email address hello@example.com to the clipboard and shows
 * "Copied!" on its label for 2 seconds', 'copyCodeButton copies the code in couponText',
 * 'shareButton copies the page link'.
 */
function copyButton(sentence: string, named: SiteElement[]): WidgetPlan | null {
  const button = named.find(isButton);
  if (!button || !/\bcop(?:y|ies|ying)\b/i.test(sentence)) return null;
  const after = sentence.slice(sentence.indexOf(button.id) + button.id.length);
  // 'a copy goes to the visitor' is not a copy button; 'copies … to the clipboard' is.
  if (
    !/\bclipboard\b/i.test(sentence) &&
    !hasWord(button.id, ['copy']) &&
    !/^\s*cop(?:y|ies)\b/i.test(after)
  )
    return null;
  const others = named.filter((e) => e !== button);
  const source: Extract<WidgetPlan, { kind: 'copy' }>['source'] | null = (() => {
    const literal =
      /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/[^\s"'”]+[^\s"'”.,;]/.exec(after)?.[0] ??
      /\bcop(?:y|ies)\s+(?:the\s+\w+\s+)?"([^"]{1,200})"/i.exec(after)?.[1];
    if (literal) return { kind: 'literal', value: literal };
    const from = others.find((e) => isText(e) || isTextField(e));
    if (from) return { kind: 'element', id: from.id, property: isText(from) ? 'text' : 'value' };
    if (
      /\b(?:page|this page's|current)\s+(?:link|url|address)\b|\blink to (?:this|the) page\b/i.test(
        after,
      )
    )
      return { kind: 'pageUrl' };
    return null;
  })();
  if (!source) return null;
  const seconds = Number(/\b(\d{1,2})\s*(?:s|secs?|seconds?)\b/i.exec(after)?.[1] ?? 2);
  const label =
    /\b(?:shows?|says?|changes? to|reads?|label)\b[^"“]{0,30}["“]([^"”]{1,40})["”]/i.exec(
      after,
    )?.[1];
  const feedbackText = others.find(
    (e) => isText(e) && (source.kind !== 'element' || e.id !== source.id),
  );
  const feedback: Extract<WidgetPlan, { kind: 'copy' }>['feedback'] =
    label && !feedbackText
      ? { kind: 'label', text: label, ms: seconds * 1000 }
      : feedbackText && /\bshows?\b/i.test(after)
        ? { kind: 'text', id: feedbackText.id, text: label ?? null, ms: seconds * 1000 }
        : null;
  return { kind: 'copy', buttonId: button.id, source, feedback };
}

/** 'backToTopButton scrolls back to the top of the page', 'pricingButton scrolls to pricingSection'. */
function scrollButton(sentence: string, named: SiteElement[], prompt: string): WidgetPlan | null {
  // 'nextButton and prevButton page through them and scroll to the top' are the list's pager.
  const button = named.find((e) => isButton(e) && !hasWord(e.id, PAGING_WORDS));
  // '…; clicking it scrolls to the top': the next sentence goes on about the button.
  const next = prompt.slice(prompt.indexOf(sentence) + sentence.length).split(/(?<=[.!?;])\s+/);
  const more = /^\s*(?:(?:clicking|tapping|pressing)\s+)?it\b/i.test(next[0] ?? '') ? next[0] : '';
  const said = `${sentence} ${more}`;
  if (!button || !/\bscroll(?:s|ing)?\b/i.test(said)) return null;
  const after = said.slice(said.indexOf(button.id) + button.id.length);
  // Where it scrolls to: 'scrolls to the top', 'scrolls to contactSection'; 'scrolls past
  // heroSection' says when the button shows.
  const to =
    /\bscroll(?:s|ing)?\s+(?:\w+\s+)?(?:to|down to|back to)\b(.*)$/i.exec(after)?.[1] ?? '';
  const past = /\bscroll(?:s|ing)?\s+(?:down\s+)?(?:past|beyond|below)\s+#?(\w+)/i.exec(after)?.[1];
  const showAfter = named.find((e) => e.id === past && !isButton(e))?.id ?? null;
  const target = named.find(
    (e) => e !== button && !isButton(e) && new RegExp(String.raw`\b${e.id}\b`).test(to),
  );
  if (target) return { kind: 'scroll', buttonId: button.id, targetId: target.id, showAfter };
  if (/\btop\b/i.test(to || after))
    return { kind: 'scroll', buttonId: button.id, targetId: null, showAfter };
  return null;
}

/**
 * 'editProfileButton goes to /profile/edit', 'docsButton opens https://docs.example.com': a path
 * or URL written out after a verb of going. A path with {placeholders} is an item's page, which
 * the lists' item buttons build.
 */
function linkButton(sentence: string, named: SiteElement[]): WidgetPlan | null {
  for (const button of named.filter(isButton)) {
    const url = new RegExp(
      String.raw`\b${button.id}\b[^.;]{0,30}?\b(?:goes|go|takes(?:\s+\w+)?|links?|leads?|navigates?|sends?(?:\s+\w+)?|opens?|redirects?(?:\s+\w+)?)\s+(?:to\s+)?(?:the\s+(?:page\s+)?)?["'\`]?(\/(?:[\w\-/]|\.\w)*|https?:\/\/[^\s"'\`]+?)["'\`]?(?=[\s,;)]|\.?$|\.\s)`,
      'i',
    ).exec(sentence)?.[1];
    if (url) return { kind: 'link', buttonId: button.id, url };
  }
  return null;
}

const MOBILE = String.raw`(?:mobile|phones?|small screens?)`;
const DESKTOP = String.raw`(?:desktops?|computers?|large screens?)`;

/**
 * 'On mobile, collapse filtersBox', 'hide bannerImage on phones', 'show mobileMenuButton only on
 * mobile' (collapsed on desktop), 'desktop only: sidebarBox'.
 */
function deviceOnly(sentence: string, named: SiteElement[]): WidgetPlan | null {
  if (named.length === 0) return null;
  const on = (device: string) =>
    new RegExp(
      String.raw`\b(?:on|for)\s+(?:the\s+)?${device}\b|\b${device}[- ]only\b|\bonly on\s+${device}\b`,
      'i',
    ).test(sentence);
  const mobile = on(MOBILE);
  const desktop = on(DESKTOP);
  if (mobile === desktop) return null;
  const SHOWS_ONLY =
    /\b(?:show|shows|display|displays|visible)\b.*\bonly\b|\bonly\b.*\b(?:show|shows|display|displays|visible)\b/i;
  const HIDES = /\b(?:hide|hides|hidden|collapse|collapses|collapsed)\b/i;
  // The elements of the part that says it: 'On mobile, collapse filtersBox and show menuButton'.
  const parts = sentence.split(/[,;]|\b(?:and|but|while)\b/i);
  for (const [said, onlyThere] of [
    [HIDES, false],
    [SHOWS_ONLY, true],
  ] as const) {
    const ids = named
      .filter((e) =>
        parts.some((part) => said.test(part) && new RegExp(`\\b${e.id}\\b`).test(part)),
      )
      .map((e) => e.id);
    if (ids.length === 0) continue;
    // 'Show X only on mobile' collapses it on the other device.
    const collapsedOn = (mobile ? !onlyThere : onlyThere) ? 'mobile' : 'desktop';
    return { kind: 'device', ids, collapsedOn };
  }
  return null;
}

/** A page-level share button: 'shareButton shares this page on Facebook'. */
function pageShare(sentence: string, named: SiteElement[]): ShareButton | null {
  const button = named.find(isButton);
  return button ? shareOf(button, sentence) : null;
}

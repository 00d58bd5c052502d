import { camel, str, pageElement as $ } from './naming';
import type { PageContext } from './page-context';
import type { WidgetPlan } from './plan-widgets';
import { stateButtonLines, stateButtonStep } from './state-buttons';
import { dateTextLines, dateTextStep } from './date-texts';
import { shareLink, shareStep } from './share-links';
import { stepperLines, stepperStep } from './steppers';
import { presetLines, presetStep } from './preset-buttons';
import { revealLines, revealStep } from './password-reveal';

/**
 * Page code for the widgets (plan-widgets.ts): counters, copy, scroll and link buttons,
 * countdowns.
 */
export function writeWidgets(ctx: PageContext): void {
  for (const widget of ctx.plan.widgets) {
    switch (widget.kind) {
      case 'counter':
        writeCounter(ctx, widget);
        break;
      case 'copy':
        writeCopy(ctx, widget);
        break;
      case 'scroll':
        writeScroll(ctx, widget);
        break;
      case 'link':
        ctx.needs.add('location');
        ctx.body.comment(`#${widget.buttonId} goes to ${widget.url}.`);
        ctx.body.line(
          `${$(widget.buttonId)}.onClick(() => ${ctx.location}.to(${str(widget.url)}));`,
        );
        break;
      case 'countdown':
        writeCountdown(ctx, widget);
        break;
      case 'device':
        writeDeviceOnly(ctx, widget);
        break;
      case 'state': {
        const { comment, lines } = stateButtonLines(widget);
        ctx.body.comment(comment);
        for (const line of lines) ctx.body.line(line);
        break;
      }
      case 'today': {
        const { comment, line } = dateTextLines(widget);
        ctx.body.comment(comment);
        ctx.body.line(line);
        break;
      }
      case 'stepper':
      case 'presets':
      case 'reveal': {
        const { comment, lines } =
          widget.kind === 'stepper'
            ? stepperLines(widget)
            : widget.kind === 'presets'
              ? presetLines(widget)
              : revealLines(widget);
        ctx.body.comment(comment);
        for (const line of lines.flatMap((l) => l.split('\n'))) ctx.body.line(line);
        break;
      }
      case 'share':
        ctx.needs.add('location');
        ctx.body.comment(`#${widget.buttonId} shares this page.`);
        ctx.body.line(
          `${$(widget.buttonId)}.link = ${shareLink(widget.network, `${ctx.location}.url`, null)};`,
        );
        if (widget.network !== 'email') ctx.body.line(`${$(widget.buttonId)}.target = '_blank';`);
    }
    ctx.body.blank();
  }
}

/** How a widget is tried in Preview: one test step. */
export function widgetStep(widget: WidgetPlan): string {
  switch (widget.kind) {
    case 'counter':
      return `Type in \`${widget.fieldId}\`: \`${widget.textId}\` counts the characters${widget.max ? ` and the field stops at ${widget.max}` : ''}.`;
    case 'copy':
      return `Click \`${widget.buttonId}\` and paste somewhere: ${copied(widget.source)} is pasted${widget.feedback ? `, and ${widget.feedback.kind === 'label' ? 'its label says' : `\`${widget.feedback.id}\` says`} so for ${widget.feedback.ms / 1000} seconds` : ''}.`;
    case 'scroll':
      return `${widget.showAfter ? `\`${widget.buttonId}\` is hidden; scroll past \`${widget.showAfter}\`: it shows. Click it` : `Scroll down and click \`${widget.buttonId}\``}: the page scrolls to ${widget.targetId ? `\`${widget.targetId}\`` : 'the top'}.`;
    case 'link':
      return `Click \`${widget.buttonId}\`: the browser goes to ${widget.url}${widget.url.startsWith('/') ? ' (a page of your site with that URL)' : ''}.`;
    case 'countdown':
      return countdownStep(widget);
    case 'state':
      return stateButtonStep(widget);
    case 'today':
      return dateTextStep(widget);
    case 'share':
      return shareStep(widget, '', 'this page');
    case 'stepper':
      return stepperStep(widget);
    case 'presets':
      return presetStep(widget);
    case 'reveal':
      return revealStep(widget);
    case 'device': {
      const ids = widget.ids.map((id) => `\`${id}\``).join(', ');
      return widget.collapsedOn === 'mobile'
        ? `Open the page on a phone (or the editor's mobile view in Preview): ${ids} ${widget.ids.length === 1 ? 'is' : 'are'} collapsed; on a desktop ${widget.ids.length === 1 ? 'it shows' : 'they show'}.`
        : `On a desktop, ${ids} ${widget.ids.length === 1 ? 'is' : 'are'} collapsed; open the page on a phone (or the editor's mobile view in Preview) and ${widget.ids.length === 1 ? 'it shows' : 'they show'}.`;
    }
  }
}

/** `text` as a JS template literal, its backticks and backslashes escaped. */
function template(text: string): string {
  return `\`${text.replace(/[`\\]/g, (c) => `\\${c}`)}\``;
}

function writeCounter(ctx: PageContext, w: Extract<WidgetPlan, { kind: 'counter' }>): void {
  const { body } = ctx;
  const field = $(w.fieldId);
  const shown = w.left ? 'left' : 'used';
  const fn = `show${camel(w.fieldId).replace(/^./, (c) => c.toUpperCase())}Count`;
  body.comment(
    `#${w.textId} counts the characters ${w.left ? 'left' : 'typed'} in #${w.fieldId}${w.max ? `, out of ${w.max}` : ''}.`,
  );
  if (w.max) body.line(`${field}.maxLength = ${w.max};`);
  body.block(
    `const ${fn} = (value) => {`,
    () => {
      body.line("const used = (value || '').length;");
      if (w.left) body.line(`const left = Math.max(0, ${w.max} - used);`);
      body.line(`${$(w.textId)}.text = ${counterText(w, shown)};`);
    },
    '};',
  );
  body.line(`${fn}(${field}.value);`);
  body.line(`${field}.onInput((event) => ${fn}(event.target.value));`);
}

/**
 * The counter's words: the prompt's example with its numbers replaced ('"120/500"' → used/500),
 * else '380 characters left', '120/500' or '120 characters'.
 */
function counterText(w: Extract<WidgetPlan, { kind: 'counter' }>, shown: string): string {
  const plural = `\${${shown} === 1 ? 'character' : 'characters'}`;
  if (w.example) {
    let n = 0;
    const escaped = template(w.example).slice(1, -1);
    const filled = escaped.replace(/\d+/g, (digits) =>
      n++ === 0 ? `\${${shown}}` : w.max !== null ? String(w.max) : digits,
    );
    return `\`${filled.replace(/\bcharacters\b/, plural)}\``;
  }
  if (w.left) return `\`\${left} ${plural} left\``;
  return w.max ? `\`\${used}/${w.max}\`` : `\`\${used} ${plural}\``;
}

function copied(source: Extract<WidgetPlan, { kind: 'copy' }>['source']): string {
  if (source.kind === 'literal') return `"${source.value}"`;
  if (source.kind === 'element') return `the ${source.property} of \`${source.id}\``;
  return "the page's address";
}

function writeCopy(ctx: PageContext, w: Extract<WidgetPlan, { kind: 'copy' }>): void {
  const { body } = ctx;
  ctx.needs.add('window');
  const button = $(w.buttonId);
  const value =
    w.source.kind === 'literal'
      ? str(w.source.value)
      : w.source.kind === 'element'
        ? `${$(w.source.id)}.${w.source.property}`
        : `${ctx.location}.url`;
  if (w.source.kind === 'pageUrl') ctx.needs.add('location');
  const feedback = w.feedback;
  body.comment(
    `#${w.buttonId} copies ${copied(w.source).replace(/`/g, '')} to the clipboard${feedback ? `, then says so for ${feedback.ms / 1000} seconds` : ''}.`,
  );
  const label = `${camel(w.buttonId)}Label`;
  if (feedback?.kind === 'label') body.line(`const ${label} = ${button}.label;`);
  if (feedback?.kind === 'text') body.line(`${$(feedback.id)}.hide();`);
  body.block(
    `${button}.onClick(async () => {`,
    () =>
      body.tryCatch(
        () => {
          body.line(`await ${ctx.window}.copyToClipboard(${value});`);
          if (feedback?.kind === 'label') {
            body.line(`${button}.label = ${str(feedback.text)};`);
            body.line(`setTimeout(() => (${button}.label = ${label}), ${feedback.ms});`);
          } else if (feedback?.kind === 'text') {
            if (feedback.text) body.line(`${$(feedback.id)}.text = ${str(feedback.text)};`);
            body.line(`${$(feedback.id)}.show();`);
            body.line(`setTimeout(() => ${$(feedback.id)}.hide(), ${feedback.ms});`);
          }
        },
        () => body.line("console.error('Could not copy to the clipboard', error);"),
      ),
    '});',
  );
}

function writeScroll(ctx: PageContext, w: Extract<WidgetPlan, { kind: 'scroll' }>): void {
  const { body } = ctx;
  if (w.showAfter) {
    body.comment(`#${w.buttonId} shows once #${w.showAfter} is scrolled past, and hides above it.`);
    body.line(`${$(w.buttonId)}.hide();`);
    body.line(`${$(w.showAfter)}.onViewportLeave(() => ${$(w.buttonId)}.show());`);
    body.line(`${$(w.showAfter)}.onViewportEnter(() => ${$(w.buttonId)}.hide());`);
  }
  if (w.targetId) {
    body.comment(`#${w.buttonId} scrolls the page to #${w.targetId}.`);
    body.line(`${$(w.buttonId)}.onClick(() => ${$(w.targetId)}.scrollTo());`);
    return;
  }
  ctx.needs.add('window');
  body.comment(`#${w.buttonId} scrolls back to the top of the page.`);
  body.line(`${$(w.buttonId)}.onClick(() => ${ctx.window}.scrollTo(0, 0));`);
}

/** '1 January 2027, 00:00 in the visitor's time zone' or the ISO time as written. */
function moment(until: Extract<WidgetPlan, { kind: 'countdown' }>['until']): string {
  if ('zoned' in until) return until.zoned;
  const [y = 0, mo = 0, d = 1, h = 0, mi = 0] = until.local;
  const day = new Date(Date.UTC(y, mo, d)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const two = (n: number) => String(n).padStart(2, '0');
  return `${day}, ${two(h)}:${two(mi)} in the visitor's time zone`;
}

/** The setup's test step: what counts down, to when, and what happens at zero. */
function countdownStep(w: Extract<WidgetPlan, { kind: 'countdown' }>): string {
  const ids = (list: string[]) => list.map((id) => `\`${id}\``).join(' and ');
  const what = w.parts.length > 0 ? ids(w.parts.map((p) => p.id)) : `\`${w.textId}\``;
  const then = [
    ...(w.doneText ? [`shows "${w.doneText}"`] : []),
    ...(w.atZero.hide.length > 0 ? [`hides ${ids(w.atZero.hide)}`] : []),
    ...(w.atZero.show.length > 0 ? [`shows ${ids(w.atZero.show)}`] : []),
  ];
  return `${what} ${w.parts.length > 0 ? 'count' : 'counts'} down to ${moment(w.until)}, every second${then.length > 0 ? `, then ${then.join(' and ')}` : ''}.`;
}

const pad = (name: string) => `String(${name}).padStart(2, '0')`;

function writeCountdown(ctx: PageContext, w: Extract<WidgetPlan, { kind: 'countdown' }>): void {
  const { body } = ctx;
  const name = camel(w.textId);
  const end = `${name}End`;
  const show = `show${name.replace(/^./, (c) => c.toUpperCase())}`;
  body.comment(`#${w.textId} counts down to ${moment(w.until)}, every second.`);
  body.line(
    `const ${end} = ${'zoned' in w.until ? `new Date(${str(w.until.zoned)})` : `new Date(${w.until.local.join(', ')})`};`,
  );
  const { hide, show: reveal } = w.atZero;
  if (reveal.length > 0) {
    body.comment('Shown once the countdown is over.');
    for (const id of reveal) body.line(`${$(id)}.hide();`);
  }
  body.comment('Shows the time left; false once it has run out.');
  body.block(
    `const ${show} = () => {`,
    () => {
      body.line(`const left = Math.max(0, ${end}.getTime() - Date.now());`);
      if (w.doneText || hide.length + reveal.length > 0) {
        body.block('if (left === 0) {', () => {
          if (w.doneText) body.line(`${$(w.textId)}.text = ${str(w.doneText ?? '')};`);
          for (const id of hide) body.line(`${$(id)}.hide();`);
          for (const id of reveal) body.line(`${$(id)}.show();`);
          body.line('return false;');
        });
      }
      body.line('const days = Math.floor(left / 86400000);');
      body.line('const hours = Math.floor(left / 3600000) % 24;');
      body.line('const minutes = Math.floor(left / 60000) % 60;');
      body.line('const seconds = Math.floor(left / 1000) % 60;');
      if (w.parts.length > 0) {
        for (const { unit, id } of w.parts)
          body.line(`${$(id)}.text = ${unit === 'days' ? 'String(days)' : pad(unit)};`);
      } else {
        body.line(
          `${$(w.textId)}.text = \`\${days}d \${${pad('hours')}}h \${${pad('minutes')}}m \${${pad('seconds')}}s\`;`,
        );
      }
      body.line('return left > 0;');
    },
    '};',
  );
  body.block(`if (${show}()) {`, () => {
    body.block(
      `const ${name}Timer = setInterval(() => {`,
      () => body.block(`if (!${show}()) {`, () => body.line(`clearInterval(${name}Timer);`)),
      '}, 1000);',
    );
  });
}

/** Elements collapsed on phones (formFactor 'Mobile') or everywhere else. */
function writeDeviceOnly(ctx: PageContext, w: Extract<WidgetPlan, { kind: 'device' }>): void {
  const { body } = ctx;
  ctx.needs.add('window');
  const ids = w.ids.map((id) => `#${id}`).join(', ');
  body.comment(
    w.collapsedOn === 'mobile'
      ? `On phones (formFactor "Mobile"), ${ids} ${w.ids.length === 1 ? 'is' : 'are'} collapsed.`
      : `${ids} ${w.ids.length === 1 ? 'shows' : 'show'} on phones only (formFactor "Mobile"); tablets and desktops collapse ${w.ids.length === 1 ? 'it' : 'them'}.`,
  );
  const test = `${ctx.window}.formFactor ${w.collapsedOn === 'mobile' ? '===' : '!=='} 'Mobile'`;
  body.block(`if (${test}) {`, () => {
    for (const id of w.ids) body.line(`${$(id)}.collapse();`);
  });
}

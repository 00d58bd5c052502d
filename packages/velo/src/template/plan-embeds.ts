import type { SiteCollection, SiteElement } from '../structure';
import { isPersonalField } from './personal-data';
import { idPattern, sentencesOf } from './keywords';
import { nounForms } from './naming';
import { displayField, fieldsNamedIn } from './matching';
import { type PlanContext, isButton, isInput, pageLevel } from './plan-context';

/**
 * An HTML embed the page exchanges messages with (an HtmlComponent: an iframe, reached only
 * through postMessage and onMessage).
 */
export interface EmbedPlan {
  embedId: string;
  /** A collection's items the page reads for the embed: `fields` of each, with its _id. */
  data: { collection: SiteCollection; fields: string[] } | null;
  /** The items go to the embed once read ('send the Products to chartHtml'). */
  sendsItems: boolean;
  /** A dropdown listing the items; the chosen one goes to the embed. */
  pickerId: string | null;
  /** Controls whose values go to the embed: as each changes, or together on a button's click. */
  values: { ids: string[]; buttonId: string | null; onInput: boolean }[];
  /** A text that shows what the embed posts to the page. */
  showsInId: string | null;
  /** The page the embed shows, set by the code ('Set html1's src to https://…'). */
  src: string | null;
}

const SEND = String.raw`\b(?:send|sends|sent|post|posts|pass|passes|push|pushes|forward|forwards|give|gives|feed|feeds)\b`;

const EMBED_READS = String.raw`\b(?:draws?|charts?|plots?|renders?|maps?|shows?|displays?|lists?|gets?|receives?|visuali[sz]es?)\b`;

const FROM_EMBED = String.raw`\b(?:posts?|sends?|messages?|returns?|replies|reports?|answers?)\b`;

/** 'the embed', 'the HTML element', 'the iframe': the page's only embed. */
const EMBED_WORDS = /\bthe\s+(?:html\s+)?(?:embed|iframe|html\s+(?:element|component|box))\b/i;

/**
 * Embeds the prompt sends data to or hears from, each from the sentences that name it: items of
 * a collection it names ('Send all Products (title and price) to chartHtml'), the item chosen in
 * a dropdown ('When productsDropdown changes, send the chosen product to chartHtml'), control
 * values ('When sendButton is clicked, send messageInput's value to html1'), and a text for what
 * the embed posts back ('show its messages in statusText'). The embed and that text are claimed;
 * so are the controls and buttons that send.
 */
export function planEmbeds(ctx: PlanContext): EmbedPlan[] {
  const page = pageLevel(ctx.structure);
  const embeds = page.filter((e) => e.veloType === 'HtmlComponent');
  const plans = new Map<string, EmbedPlan>();
  for (const sentence of sentencesOf(ctx.promptText)) {
    const embed =
      embeds.find((e) => idPattern(e.id).test(sentence)) ??
      (embeds.length === 1 && EMBED_WORDS.test(sentence) ? embeds[0] : undefined);
    if (!embed) continue;
    const plan = plans.get(embed.id) ?? emptyPlan(embed.id);
    const named = page.filter((e) => e.id !== embed.id && idPattern(e.id).test(sentence));
    const heard = hearsFrom(sentence, embed.id);
    const sendPart = heard ? sentence.slice(0, heard.index) : sentence;
    if (heard) {
      const text = named.find(
        (e) => e.veloType === 'Text' && idPattern(e.id).test(sentence.slice(heard.index)),
      );
      if (text && !ctx.claimed.has(text.id)) plan.showsInId ??= text.id;
    }
    const url = /\bhttps:\/\/[^\s"'<>]+[^\s"'<>.,;:!?)]/i.exec(sentence)?.[0];
    if (
      url &&
      /\b(?:src|source|url|address|loads?|shows?|displays?|opens?|points?)\b/i.test(sentence)
    )
      plan.src ??= url;
    else if (sendsTo(sendPart, embed.id)) addSends(ctx, plan, sendPart, named);
    plans.set(embed.id, plan);
  }
  const found = [...plans.values()].filter((p) => talksTo(p) || p.src);
  for (const p of found) {
    ctx.claimed.add(p.embedId);
    if (p.showsInId) ctx.claimed.add(p.showsInId);
    if (p.pickerId) ctx.claimed.add(p.pickerId);
    // Said to go to the embed, a button and its controls are no form's.
    for (const v of p.values)
      for (const id of [...v.ids, ...(v.buttonId ? [v.buttonId] : [])]) ctx.claimed.add(id);
  }
  return found;
}

/** The page and the embed exchange messages (beyond setting its page). */
export function talksTo(embed: EmbedPlan): boolean {
  return (
    embed.sendsItems ||
    embed.pickerId !== null ||
    embed.values.length > 0 ||
    embed.showsInId !== null
  );
}

function emptyPlan(embedId: string): EmbedPlan {
  return {
    embedId,
    data: null,
    sendsItems: false,
    pickerId: null,
    values: [],
    showsInId: null,
    src: null,
  };
}

const embedRef = (id: string) => String.raw`(?:#?${id}\b|${EMBED_WORDS.source})`;

/** 'When chartHtml posts a message back', 'messages from html1', 'what the embed sends back'. */
function hearsFrom(sentence: string, embedId: string): { index: number } | null {
  const embed = embedRef(embedId);
  const found =
    new RegExp(
      String.raw`\b(?:when|whenever|if|once|what(?:ever)?)\s+${embed}\s+${FROM_EMBED}`,
      'i',
    ).exec(sentence) ??
    new RegExp(
      String.raw`\b(?:messages?|replies|answers?|data|results?)\s+from\s+${embed}`,
      'i',
    ).exec(sentence) ??
    new RegExp(String.raw`${embed}\s+(?:\w+\s+){0,4}?(?:back|to the page)\b`, 'i').exec(sentence) ??
    new RegExp(
      String.raw`\b(?:it|the embed)\s+(?:posts?|sends?|returns?)\s+(?:\w+\s+){0,3}?back\b`,
      'i',
    ).exec(sentence);
  return found ? { index: found.index } : null;
}

/** 'send … to chartHtml', 'pass its value to the embed', 'chartHtml draws the Sales'. */
function sendsTo(text: string, embedId: string): boolean {
  const embed = embedRef(embedId);
  return (
    new RegExp(String.raw`${SEND}[^.]*?\b(?:to|into|with)\s+${embed}`, 'i').exec(text) !== null ||
    new RegExp(String.raw`\b(?:tell|tells|notify|notifies|let)\s+${embed}`, 'i').exec(text) !==
      null ||
    new RegExp(String.raw`(?<!\bfrom\s+)${embed}\s+(?:\w+\s+)?${EMBED_READS}`, 'i').exec(text) !==
      null
  );
}

/** What one sending sentence sends: items, the chosen item, or control values. */
function addSends(ctx: PlanContext, plan: EmbedPlan, text: string, named: SiteElement[]): void {
  const collection = ctx.structure.collections.find((c) =>
    new RegExp(String.raw`\b(?:${nounForms(c.name).join('|')})\b`, 'i').test(text),
  );
  // A file to upload is not a value a message can carry.
  const inputs = named.filter(
    (e) => isInput(e) && e.veloType !== 'UploadButton' && !ctx.claimed.has(e.id),
  );
  const button = named.find((e) => isButton(e) && !ctx.claimed.has(e.id)) ?? null;
  const picker =
    collection && /\b(?:chosen|selected|picked)\b/i.test(text)
      ? inputs.find((e) => e.veloType === 'Dropdown')
      : undefined;
  if (collection && (picker || inputs.length === 0)) {
    plan.data ??= { collection, fields: sentFields(text, collection) };
    if (picker) plan.pickerId ??= picker.id;
    else plan.sendsItems = true;
  }
  const sources = inputs.filter((e) => e.id !== picker?.id);
  if (sources.length > 0)
    plan.values.push({
      ids: sources.map((e) => e.id),
      buttonId: button?.id ?? null,
      onInput: !button && /\b(?:types?|typing|as you type|each keystroke)\b/i.test(text),
    });
}

/** The fields the sentence names, else every field but contact details and secrets. */
function sentFields(text: string, collection: SiteCollection): string[] {
  const named = fieldsNamedIn(text, collection, true).map((f) => f.key);
  if (named.length > 0) {
    const shown = displayField(collection);
    // 'the chosen product (name and price)': its name is the collection's display field.
    const byName = /\bname\b/i.test(text) && shown && !named.includes(shown) ? [shown] : [];
    return [...byName, ...named];
  }
  return collection.fields.filter((f) => !isPersonalField(f)).map((f) => f.key);
}

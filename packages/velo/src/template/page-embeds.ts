import type { SiteStructure } from '../structure';
import { displayField } from './matching';
import { camel, itemsLabel, pascal, singularLabel, str, pageElement as $ } from './naming';
import { type PageContext, statusFn, statusTextIds, useQuery } from './page-context';
import { type EmbedPlan, talksTo } from './plan-embeds';
import { fetchFn, queryFn, specOfEmbed } from './queries';

/**
 * Page code for the HTML embeds (plan-embeds.ts). An embed is an iframe that loads after the
 * page, so anything posted before it has loaded is lost: the page keeps the latest message of
 * each kind and sends them again when the embed posts { type: 'ready' }.
 */
export function writeEmbeds(ctx: PageContext): void {
  for (const embed of ctx.plan.embeds) {
    if (embed.src) {
      ctx.body.comment(`#${embed.embedId} shows this page.`);
      ctx.body.line(`${$(embed.embedId)}.src = ${str(embed.src)};`);
    }
    if (talksTo(embed)) writeChannel(ctx, embed);
    if (embed.data) writeItems(ctx, embed);
    for (const values of embed.values) writeValues(ctx, embed, values);
    ctx.body.blank();
  }
}

const sendFn = (embed: EmbedPlan) => `sendTo${pascal(embed.embedId)}`;

function writeChannel(ctx: PageContext, embed: EmbedPlan): void {
  const { body } = ctx;
  const el = $(embed.embedId);
  const sent = `${camel(embed.embedId)}Sent`;
  body.comment(`#${embed.embedId} is an HTML embed: the page and it talk only through messages.`);
  body.comment(
    "It posts { type: 'ready' } once loaded; what was sent before is lost, so it gets it again then.",
  );
  body.line(`const ${sent} = new Map();`);
  body.block(`function ${sendFn(embed)}(key, message) {`, () => {
    body.line(`${sent}.set(key, message);`);
    body.line(`${el}.postMessage(message);`);
  });
  body.block(
    `${el}.onMessage((event) => {`,
    () => {
      body.line('const message = event.data;');
      body.block("if (message && message.type === 'ready') {", () => {
        body.line(`${sent}.forEach((latest) => ${el}.postMessage(latest));`);
        body.line('return;');
      });
      if (!embed.showsInId) return;
      body.comment('The embed posts a string, or an object with its words in `text`.');
      body.line(
        "const text = message !== null && typeof message === 'object' ? message.text : message;",
      );
      const shownIn = embed.showsInId;
      // A status text of the page's own is hidden until it has words: its helper shows it.
      body.block('if (text !== undefined && text !== null) {', () =>
        body.line(
          statusTextIds(ctx.plan).includes(shownIn)
            ? `${statusFn(ctx, shownIn)}(String(text));`
            : `${$(shownIn)}.text = String(text);`,
        ),
      );
    },
    '});',
  );
}

function writeItems(ctx: PageContext, embed: EmbedPlan): void {
  const spec = specOfEmbed(embed);
  if (!spec || !embed.data) return;
  const { body, plan } = ctx;
  const { collection, fields } = embed.data;
  const label = itemsLabel(collection.name);
  const items = `${camel(spec.name)}Items`;
  useQuery(ctx, spec);
  if (embed.pickerId) body.line(`let ${items} = [];`);
  body.comment(`Reads the ${label} for #${embed.embedId}: ${fields.join(', ')} and _id of each.`);
  body.block(`async function load${spec.name}() {`, () =>
    body.tryCatch(
      () => {
        if (plan.dataAccess === 'direct') {
          body.line(`const result = await ${queryFn(spec)}().limit(${spec.pageSize}).find();`);
          const picked = ['_id', ...fields].map((key) => `${key}: item.${key}`).join(', ');
          body.line(`const items = result.items.map((item) => ({ ${picked} }));`);
        } else {
          body.line(
            `const { items } = await ${fetchFn(spec)}({ skip: 0, limit: ${spec.pageSize} });`,
          );
        }
        if (embed.sendsItems)
          body.line(
            `${sendFn(embed)}('items', { type: 'items', collection: ${str(collection.name)}, items });`,
          );
        if (embed.pickerId) {
          ctx.needs.add('asText');
          const shown = displayField(collection) ?? '_id';
          body.line(`${items} = items;`);
          body.line(
            `${$(embed.pickerId)}.options = items.map((item) => ({ label: asText(item.${shown}), value: item._id }));`,
          );
        }
      },
      () =>
        body.line(
          `console.error(${str(`Could not load the ${label} for #${embed.embedId}`)}, error);`,
        ),
    ),
  );
  ctx.initialLoads.push(`load${spec.name}()`);
  if (!embed.pickerId) return;
  const picker = $(embed.pickerId);
  body.comment(
    `The ${singularLabel(collection.name)} chosen in #${embed.pickerId} goes to #${embed.embedId}.`,
  );
  body.block(
    `${picker}.onChange(() => {`,
    () => {
      body.line(`const item = ${items}.find((candidate) => candidate._id === ${picker}.value);`);
      body.block('if (item) {', () =>
        body.line(
          `${sendFn(embed)}('item', { type: 'item', collection: ${str(collection.name)}, item });`,
        ),
      );
    },
    '});',
  );
}

function writeValues(
  ctx: PageContext,
  embed: EmbedPlan,
  values: EmbedPlan['values'][number],
): void {
  const { body } = ctx;
  const structure = ctx.plan.structure;
  const send = sendFn(embed);
  const { buttonId } = values;
  if (buttonId) {
    body.comment(
      `#${buttonId} sends ${values.ids.map((id) => `#${id}`).join(', ')} to #${embed.embedId}.`,
    );
    body.block(
      `${$(buttonId)}.onClick(() => {`,
      () => {
        const read = values.ids.map((id) => `${id}: ${valueOf(structure, id)}`).join(', ');
        body.line(
          `${send}(${str(buttonId)}, { type: 'values', id: ${str(buttonId)}, values: { ${read} } });`,
        );
      },
      '});',
    );
    return;
  }
  for (const id of values.ids) {
    const fn = `send${pascal(id)}Value`;
    body.comment(`#${id}'s value goes to #${embed.embedId} from the start and as it changes.`);
    body.block(`function ${fn}() {`, () =>
      body.line(
        `${send}(${str(id)}, { type: 'value', id: ${str(id)}, value: ${valueOf(structure, id)} });`,
      ),
    );
    body.line(`${$(id)}.${values.onInput ? 'onInput' : 'onChange'}(${fn});`);
    body.line(`${fn}();`);
  }
}

/** A checkbox or switch is its `checked`; every other control its `value`. */
function valueOf(structure: SiteStructure, id: string): string {
  const type = structure.byId.get(id)?.veloType;
  return `${$(id)}.${type === 'Checkbox' || type === 'Switch' ? 'checked' : 'value'}`;
}

/** The setup step for one embed: the message shapes, and the script its own code needs. */
export function embedSetupStep(embed: EmbedPlan): string {
  const handled: string[] = [];
  const fields = embed.data ? ['_id', ...embed.data.fields].join(', ') : '';
  if (embed.sendsItems && embed.data)
    handled.push(
      `if (message.type === 'items') { /* message.items: the ${itemsLabel(embed.data.collection.name)}, each { ${fields} } */ }`,
    );
  if (embed.pickerId && embed.data)
    handled.push(
      `if (message.type === 'item') { /* message.item: the ${singularLabel(embed.data.collection.name)} chosen in ${embed.pickerId}, { ${fields} } */ }`,
    );
  if (embed.values.some((v) => !v.buttonId))
    handled.push(
      "if (message.type === 'value') { /* message.id: the control, message.value: its value */ }",
    );
  for (const v of embed.values.filter((v) => v.buttonId))
    handled.push(
      `if (message.type === 'values') { /* sent by ${v.buttonId}: message.values.${v.ids[0]}${v.ids.length > 1 ? ' …' : ''} */ }`,
    );
  const script = [
    '<script>',
    ...(handled.length > 0
      ? [
          '  window.onmessage = (event) => {',
          '    const message = event.data;',
          "    if (!message || typeof message !== 'object') return;",
          ...handled.map((line) => `    ${line}`),
          '  };',
        ]
      : []),
    "  // Replace '*' with your site's address (https://www.example.com) so only it hears the embed.",
    "  window.parent.postMessage({ type: 'ready' }, '*');",
    ...(embed.showsInId
      ? [`  // Words for ${embed.showsInId}: window.parent.postMessage({ text: 'Hello' }, '*');`]
      : []),
    '</script>',
  ];
  const said = embed.showsInId
    ? `what it posts (a string, or \`{ text }\`) shows in \`${embed.showsInId}\``
    : '';
  const sends = embed.sendsItems || embed.pickerId || embed.values.length > 0;
  return `**Set up the embed \`${embed.embedId}\`.** Select it, click Edit Code, choose Code and add this script to your HTML: ${[sends ? "the page sends it messages once it posts `{ type: 'ready' }`" : 'it tells the page it has loaded', said].filter(Boolean).join('; ')}.\n${[
    '```html',
    ...script,
    '```',
  ]
    .map((line) => `   ${line}`)
    .join('\n')}`;
}

/** How the embed is tried in Preview: one test step. */
export function embedTestStep(embed: EmbedPlan): string {
  const parts: string[] = embed.src ? [`\`${embed.embedId}\` shows ${embed.src}`] : [];
  if (embed.sendsItems && embed.data)
    parts.push(
      `\`${embed.embedId}\` gets the ${itemsLabel(embed.data.collection.name)} once it posts \`{ type: 'ready' }\``,
    );
  if (embed.pickerId && embed.data)
    parts.push(
      `choose a ${singularLabel(embed.data.collection.name)} in \`${embed.pickerId}\`: \`${embed.embedId}\` gets it`,
    );
  for (const v of embed.values)
    parts.push(
      v.buttonId
        ? `click \`${v.buttonId}\`: \`${embed.embedId}\` gets ${v.ids.map((id) => `\`${id}\``).join(', ')}`
        : `change ${v.ids.map((id) => `\`${id}\``).join(', ')}: \`${embed.embedId}\` gets the new value`,
    );
  if (embed.showsInId)
    parts.push(`post \`{ text: 'Hello' }\` from the embed: \`${embed.showsInId}\` says Hello`);
  const sentence = parts.join('; ');
  return `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
}

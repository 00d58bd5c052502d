import { str } from './naming';
import type { PageContext } from './page-context';
import type { LightboxContextPlan } from './plan-lightbox';

/** Page code of lightboxes: the page's buttons opening them, and a lightbox's own close buttons and context. */

export function writeLightboxButtons(ctx: PageContext): void {
  const { body, plan } = ctx;
  if (plan.lightboxContext) writeLightboxContext(ctx, plan.lightboxContext);
  for (const id of plan.closeButtons) {
    ctx.needs.add('window');
    body.comment(`#${id} closes this lightbox.`);
    body.block(
      `$w(${str(`#${id}`)}).onClick(() => {`,
      () => body.line(`${ctx.window}.lightbox.close();`),
      '});',
    );
    body.blank();
  }
  for (const b of plan.lightboxButtons) {
    ctx.needs.add('window');
    body.comment(`#${b.buttonId} opens the "${b.name}" lightbox.`);
    body.block(
      `$w(${str(`#${b.buttonId}`)}).onClick(async () => {`,
      () => {
        body.tryCatch(
          () => body.line(`await ${ctx.window}.openLightbox(${str(b.name)});`),
          () => body.line(`console.error(${str(`Could not open the ${b.name} lightbox`)}, error);`),
        );
      },
      '});',
    );
    body.blank();
  }
}

/** The object the lightbox was opened with ('{ name, price }'), shown in its texts and images. */
function writeLightboxContext(ctx: PageContext, context: LightboxContextPlan): void {
  const { body } = ctx;
  ctx.needs.add('window');
  ctx.needs.add('asText');
  const shape = `{ ${context.keys.join(', ')} }`;
  body.comment(`What the page that opens this lightbox passes: ${shape}.`);
  body.line(`const context = ${ctx.window}.lightbox.getContext();`);
  body.ifElse(
    "context && typeof context === 'object'",
    () => {
      for (const s of context.shows) {
        const el = `$w(${str(`#${s.elementId}`)})`;
        if (s.kind === 'text') body.line(`${el}.text = asText(context.${s.key});`);
        else
          body.block(`if (context.${s.key}) {`, () =>
            body.line(`${el}.src = String(context.${s.key});`),
          );
      }
    },
    () =>
      body.line(
        `console.error(${str(`This lightbox was opened without ${shape}: open it with openLightbox(name, ${shape}).`)});`,
      ),
  );
  body.blank();
}

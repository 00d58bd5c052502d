import type { CSSVariablesResolver } from '@mantine/core';
import { Combobox, createTheme, Notification } from '@mantine/core';

/** System fonts only: no web-font download before the first paint (ui-guide). */
const SYSTEM_FONT_STACK =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

const MONOSPACE_FONT_STACK =
  'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace';

export const theme = createTheme({
  primaryColor: 'indigo',
  // indigo.6 under white button text is 4.3:1, below WCAG AA; indigo.7 is 5:1.
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily: SYSTEM_FONT_STACK,
  fontFamilyMonospace: MONOSPACE_FONT_STACK,
  headings: {
    fontFamily: SYSTEM_FONT_STACK,
    fontWeight: '650',
  },
  cursorType: 'pointer',
  components: {
    // Mantine keeps every closed dropdown rendered (hidden); the generator alone has a dozen,
    // and mounting them blocked the page for ~100 ms after hydration (decision 016).
    Combobox: Combobox.extend({ defaultProps: { keepMounted: false } }),
    // Toast descriptions default to a light grey that fails contrast; use the (AA) dimmed colour.
    Notification: Notification.extend({
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    }),
  },
});

/**
 * Mantine's light-scheme dimmed text (gray.6) is about 3.3:1 on white, below WCAG AA; gray.7
 * keeps secondary text readable. In dark, the default disabled fill equals the card colour, so a
 * disabled button would read as plain text; one shade lighter keeps its outline visible.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantineTheme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': mantineTheme.colors.gray[7] ?? '#495057' },
  dark: { '--mantine-color-disabled': mantineTheme.colors.dark[5] ?? '#3b3b3b' },
});

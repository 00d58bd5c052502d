import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { MarkdownBody } from './MarkdownBody';

/**
 * Instructions and troubleshooter text may come from an AI model: rendered, they must stay text —
 * no markup of their own, no script links, no fetched images — while the Markdown reads as such.
 */
const render = (text: string) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MarkdownBody text={text} />
    </MantineProvider>,
  );

describe('MarkdownBody', () => {
  it('renders headings, numbered steps, bold and inline code', () => {
    const html = render('## Setup\n\n1. **Turn on Dev Mode.** Then `$w`.\n2. Paste.');
    expect(html).toContain('<h2>Setup</h2>');
    expect(html).toMatch(/<ol>\s*<li><strong>Turn on Dev Mode\.<\/strong> Then <code>\$w<\/code>/);
  });

  it('shows raw HTML as text and keeps script links and images out', () => {
    const html = render(
      'Hi <img src=x onerror="alert(1)"> [click](javascript:alert(1)) ![pixel](/api/me/tokens)',
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('/api/me/tokens');
  });

  it('opens links in a new tab without handing over this window, and leaks no props', () => {
    const html = render('[Wix docs](https://dev.wix.com/docs)');
    expect(html).toContain(
      '<a href="https://dev.wix.com/docs" target="_blank" rel="noopener noreferrer">Wix docs</a>',
    );
    expect(html).not.toContain('node=');
  });
});

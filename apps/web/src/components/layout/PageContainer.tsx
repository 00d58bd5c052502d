import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

import type { ContentWidth } from './content-width';
import { CONTENT_WIDTH } from './content-width';

type PageContainerProps = {
  width: ContentWidth;
  children: ReactNode;
};

/** The one content column of a page, sized by what the page is for (ui-guide widths). */
export function PageContainer({ width, children }: PageContainerProps) {
  return (
    <Container
      size={CONTENT_WIDTH[width]}
      px={{ base: 'md', sm: 'lg' }}
      py={{ base: 'lg', sm: 'xl' }}
      w="100%"
    >
      {children}
    </Container>
  );
}

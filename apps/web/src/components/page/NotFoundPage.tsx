import { MESSAGES } from '@veloforge/shared';
import { IconArrowLeft, IconMapOff } from '@tabler/icons-react';

import { PageContainer } from '../layout/PageContainer';
import { ButtonLink } from '../links/ButtonLink';
import { PageState } from './PageState';

/** Any path the router does not know (spec section 2). */
export function NotFoundPage() {
  return (
    <PageContainer width="reading">
      <PageState
        icon={IconMapOff}
        title={MESSAGES.notFoundTitle}
        description={MESSAGES.notFoundHint}
      >
        <ButtonLink to="/" leftSection={<IconArrowLeft size={16} />}>
          Back to the generator
        </ButtonLink>
      </PageState>
    </PageContainer>
  );
}

import { Card, EmptyState } from '@mantine/core';
import { IconFileCode, IconSparkles } from '@tabler/icons-react';

import { ButtonLink } from '../../../../../components/links/ButtonLink';

/** No generations yet: say what would be here and how to start (spec section 2). */
export function SessionsEmpty() {
  return (
    <Card withBorder radius="md" py="xl">
      <EmptyState
        icon={<IconFileCode size={28} stroke={1.5} />}
        variant="light"
        title="No Sessions Found"
        description="You haven't generated any code yet. Each generation you run is saved here with its prompt, site structure and code."
      >
        <EmptyState.Actions>
          <ButtonLink to="/" leftSection={<IconSparkles size={16} />}>
            Start Generating
          </ButtonLink>
        </EmptyState.Actions>
      </EmptyState>
    </Card>
  );
}

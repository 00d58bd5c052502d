import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';

import { ButtonLink } from '../../../../../components/links/ButtonLink';
import { PageState } from '../../../../../components/page/PageState';
import { RetryButton } from '../../../../../components/page/RetryButton';

type SessionLoadErrorProps = {
  message: string;
  /** Absent when trying again cannot help (another user's or a deleted generation). */
  onRetry?: () => void;
  isRetrying: boolean;
};

/**
 * The spec's 'Error Loading Session' with its link back, as the page's title: the prompt that
 * would title the page never arrived.
 */
export function SessionLoadError({ message, onRetry, isRetrying }: SessionLoadErrorProps) {
  return (
    <PageState
      icon={IconAlertTriangle}
      iconColor="red"
      title="Error Loading Session"
      description={message}
    >
      {onRetry ? <RetryButton label="Try Again" onRetry={onRetry} isRetrying={isRetrying} /> : null}
      <ButtonLink to="/my-sessions" leftSection={<IconArrowLeft size={16} />}>
        Back to My Generations
      </ButtonLink>
    </PageState>
  );
}

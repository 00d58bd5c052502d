import { Alert, Code, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';

// The troubleshooters write Markdown (lists, numbered steps, `code`); the renderer loads on first use.
const MarkdownBody = lazy(() =>
  import('../../../../../components/code/MarkdownBody').then((module) => ({
    default: module.MarkdownBody,
  })),
);

/** While the renderer loads: the text with its backtick-quoted code shown as inline code. */
function withInlineCode(text: string) {
  return text
    .split(/(`[^`\n]+`)/)
    .map((part, index) => (index % 2 === 1 ? <Code key={index}>{part.slice(1, -1)}</Code> : part));
}

type FixExplanationProps = {
  /** 'explanation': what a fix changed; 'advice': why nothing could be changed. */
  kind: 'explanation' | 'advice';
  text: string;
  version: number | null;
};

/** The troubleshooter's own words about the last pass, kept beside the error it answered. */
export function FixExplanation({ kind, text, version }: FixExplanationProps) {
  const isAdvice = kind === 'advice';
  const title = isAdvice
    ? 'Nothing was changed'
    : version
      ? `What changed in version ${version}`
      : 'What changed';
  return (
    <Alert
      variant="light"
      color={isAdvice ? 'orange' : 'teal'}
      icon={isAdvice ? <IconAlertTriangle size={16} /> : <IconCircleCheck size={16} />}
      title={title}
      p="sm"
      data-testid={isAdvice ? 'troubleshoot-advice' : 'troubleshoot-explanation'}
    >
      <Suspense
        fallback={
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {withInlineCode(text)}
          </Text>
        }
      >
        <MarkdownBody text={text} plain />
      </Suspense>
    </Alert>
  );
}

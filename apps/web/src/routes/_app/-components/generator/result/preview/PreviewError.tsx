import { Alert, Code } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The run's first uncaught error, in a red box above the frame (spec section 2). */
export function PreviewError({ message }: { message: string }) {
  return (
    <Alert
      color="red"
      variant="light"
      title="Runtime error"
      icon={<IconAlertCircle size={18} />}
      data-testid="preview-error"
    >
      <Code
        block
        bg="transparent"
        c="inherit"
        p={0}
        fz="xs"
        mah="8rem"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', overflowY: 'auto' }}
      >
        {message}
      </Code>
    </Alert>
  );
}

import { Box, Group, Loader, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';

import type { ActivityKind } from '../state/result-reducer';
import { streamPreview } from '../state/stream-preview';

type StreamingViewProps = {
  kind: ActivityKind;
  text: string;
};

const TITLES: Record<ActivityKind, string> = {
  generate: 'Generating code…',
  troubleshoot: 'Fixing code…',
};

/** The pieces a model writes, named for the header while each is written. */
const PIECE_TITLES: Record<string, string> = {
  frontendCode: 'Writing the page code…',
  backendCode: 'Writing the backend module…',
  htmlCode: 'Writing the HTML…',
  instructions: 'Writing the instructions…',
  explanation: 'Explaining the fix…',
};

/**
 * The engine's text as it arrives, following the end like a terminal. It is unchecked output:
 * the checked pieces replace it when the result comes.
 */
export function StreamingView({ kind, text: raw }: StreamingViewProps) {
  const scrollRef = useRef<HTMLPreElement>(null);
  const { piece, text } = useMemo(() => streamPreview(raw), [raw]);

  useEffect(() => {
    const box = scrollRef.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [text]);

  return (
    <Box
      bg="dark.8"
      c="dark.0"
      style={{
        border: '1px solid var(--mantine-color-dark-5)',
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
      }}
    >
      <Group
        gap="xs"
        px="sm"
        py={6}
        bg="dark.7"
        style={{ borderBottom: '1px solid var(--mantine-color-dark-5)' }}
      >
        <Loader size={14} type="dots" color="gray.4" />
        <Text size="xs" fw={600} c="dark.0" role="status">
          {(piece && PIECE_TITLES[piece]) ?? TITLES[kind]}
        </Text>
      </Group>
      <Box
        ref={scrollRef}
        component="pre"
        m={0}
        p="sm"
        mih="20rem"
        mah="60vh"
        ff="monospace"
        fz="sm"
        lh={1.6}
        style={{ overflow: 'auto', whiteSpace: 'pre' }}
        aria-label="Code as it is written"
        aria-busy
        data-testid="streaming-code"
      >
        {text || (
          <Text span c="dark.2" ff="var(--mantine-font-family)" size="sm">
            {kind === 'generate'
              ? 'Reading your site structure and writing the code…'
              : 'Reading the error and the code…'}
          </Text>
        )}
      </Box>
    </Box>
  );
}

import { Stack, Tabs } from '@mantine/core';
import type { TDiagnostic } from '@veloforge/shared';
import { lazy, Suspense, useState } from 'react';

import { useEverTrue } from '../../../../../lib/use-ever-true';
import { useGenerator } from '../GeneratorContext';
import type { PieceName } from './code-pieces';
import { firstFilledPiece, PIECES, pieceText } from './code-pieces';
import { PieceView } from './PieceView';
import { ResultMeta } from './ResultMeta';
import { StreamingView } from './StreamingView';

// Neither shows before there is code, so neither is part of the page's first load.
const DiagnosticsList = lazy(() =>
  import('../../../../../components/code/DiagnosticsList').then((module) => ({
    default: module.DiagnosticsList,
  })),
);
const FullscreenCode = lazy(() =>
  import('./FullscreenCode').then((module) => ({ default: module.FullscreenCode })),
);

type Target = { piece: PieceName; line: number };

/**
 * The code pieces as sub-tabs (Backend, HTML and Instructions disabled while empty), the
 * engine's live text during a call, and the checker's findings under the code.
 */
export function GeneratedCodeTab() {
  const { result } = useGenerator().generation;
  const [active, setActive] = useState<PieceName>('frontend');
  const [target, setTarget] = useState<Target | null>(null);
  const [fullscreen, setFullscreen] = useState<PieceName | null>(null);

  // A new result (another generation or version) opens on its first filled tab.
  const resultId = `${result.sessionId}:${result.version}`;
  const [shownResult, setShownResult] = useState(resultId);
  if (shownResult !== resultId) {
    setShownResult(resultId);
    setActive(firstFilledPiece(result.pieces));
    setTarget(null);
  }

  const texts = new Map(PIECES.map((piece) => [piece.name, pieceText(result.pieces, piece)]));
  const isFilled = (name: PieceName) => (texts.get(name) ?? '').trim() !== '';
  const shown = active === 'frontend' || isFilled(active) ? active : 'frontend';
  const hasResult = PIECES.some((piece) => isFilled(piece.name));
  const fullscreenPiece = PIECES.find((piece) => piece.name === fullscreen) ?? null;
  const fullscreenNeeded = useEverTrue(fullscreen !== null);

  function select(diagnostic: TDiagnostic) {
    setActive(diagnostic.piece);
    setTarget({ piece: diagnostic.piece, line: diagnostic.line });
  }

  return (
    <Stack gap="sm">
      {result.activity ? null : <ResultMeta {...result} />}
      <Tabs
        variant="pills"
        value={shown}
        onChange={(value) => value && setActive(value as PieceName)}
        keepMounted={false}
      >
        {/* One row even on phones: a wrapped tab row reads as two groups of tabs. */}
        <Tabs.List aria-label="Code part" mb="sm" style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
          {PIECES.map((piece) => (
            <Tabs.Tab
              key={piece.name}
              value={piece.name}
              disabled={piece.name !== 'frontend' && !isFilled(piece.name)}
              px={{ base: 'xs', xs: 'sm' }}
              fz={{ base: 'xs', xs: 'sm' }}
            >
              {piece.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PIECES.map((piece) => (
          <Tabs.Panel key={piece.name} value={piece.name}>
            {result.activity ? (
              <StreamingView kind={result.activity.kind} text={result.activity.text} />
            ) : (
              <PieceView
                piece={piece}
                text={texts.get(piece.name) ?? ''}
                highlightLine={target?.piece === piece.name ? target.line : undefined}
                onFullscreen={() => setFullscreen(piece.name)}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
      <Suspense fallback={null}>
        {hasResult && !result.activity ? (
          <DiagnosticsList diagnostics={result.diagnostics} onSelect={select} />
        ) : null}
        {fullscreenNeeded ? (
          <FullscreenCode
            piece={fullscreenPiece}
            text={fullscreen ? (texts.get(fullscreen) ?? '') : ''}
            onClose={() => setFullscreen(null)}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

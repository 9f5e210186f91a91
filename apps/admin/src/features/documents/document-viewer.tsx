import { getDocumentLink } from '@ridebook/api-client';
import { Button } from '@ridebook/ui';
import type { DriverDocument } from '@ridebook/validation';
import { useQuery } from '@tanstack/react-query';
import { RotateCw, ZoomIn, ZoomOut } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

const PdfPages = lazy(() => import('./pdf-pages.tsx').then((m) => ({ default: m.PdfPages })));

const ZOOMS = [0.5, 0.75, 1, 1.5, 2, 3] as const;

/** The document's file with zoom and rotation: a photo from its short-lived link, a PDF's pages drawn by pdf.js. */
export function DocumentViewer({ document }: { document: DriverDocument }) {
  const [zoomIndex, setZoomIndex] = useState(2);
  const [rotation, setRotation] = useState(0);
  const scale = ZOOMS[zoomIndex] ?? 1;
  const isPdf = document.contentType === 'application/pdf';
  const link = useQuery({
    queryKey: ['DOCUMENTS', 'link', document.id],
    queryFn: ({ signal }) => getDocumentLink(document.id, { signal }),
    enabled: !isPdf,
    // The link works for 5 minutes: fetch a new one well before.
    staleTime: 60_000,
  });
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="Viewer">
        <Button
          variant="outline"
          size="sm"
          onClick={() => setZoomIndex((index) => Math.max(0, index - 1))}
          disabled={zoomIndex === 0}
        >
          <ZoomOut aria-hidden="true" />
          Zoom out
        </Button>
        <span className="text-sm tabular-nums" aria-live="polite">
          {Math.round(scale * 100)}%
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setZoomIndex((index) => Math.min(ZOOMS.length - 1, index + 1))}
          disabled={zoomIndex === ZOOMS.length - 1}
        >
          <ZoomIn aria-hidden="true" />
          Zoom in
        </Button>
        <Button variant="outline" size="sm" onClick={() => setRotation((turn) => (turn + 90) % 360)}>
          <RotateCw aria-hidden="true" />
          Rotate
        </Button>
      </div>
      <div className="max-h-[70vh] overflow-auto rounded-md border bg-muted p-3">
        {isPdf ? (
          <Suspense fallback={<p className="text-sm text-muted-foreground">Opening the PDF…</p>}>
            <PdfPages documentId={document.id} scale={scale} rotation={rotation} />
          </Suspense>
        ) : link.data ? (
          <img
            src={link.data.url}
            alt={`The driver's ${document.type === 'photo' ? 'photo' : document.type}`}
            className="mx-auto max-w-none origin-center transition-transform"
            style={{ transform: `scale(${scale}) rotate(${rotation}deg)` }}
          />
        ) : (
          <p className="text-sm text-muted-foreground">
            {link.isError ? 'The file could not be opened.' : 'Opening…'}
          </p>
        )}
      </div>
    </div>
  );
}

import { getDocumentFile } from '@ridebook/api-client';
import { useEffect, useRef, useState } from 'react';

/**
 * A PDF's pages drawn on canvases by pdf.js, which is loaded only when a PDF is opened (it is large and most
 * documents are photos). `scale` and `rotation` are the viewer's zoom and turn.
 */
export function PdfPages({
  documentId,
  scale,
  rotation,
}: {
  documentId: string;
  scale: number;
  rotation: number;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ pages: number } | 'loading' | 'failed'>('loading');

  useEffect(() => {
    let isCancelled = false;
    const controller = new AbortController();
    void (async () => {
      try {
        const [pdfjs, worker, bytes] = await Promise.all([
          import('pdfjs-dist'),
          import('pdfjs-dist/build/pdf.worker.min.mjs?url'),
          getDocumentFile(documentId, { signal: controller.signal }),
        ]);
        pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
        const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
        const target = container.current;
        if (isCancelled || !target) return;
        target.replaceChildren();
        for (let number = 1; number <= pdf.numPages; number += 1) {
          const page = await pdf.getPage(number);
          const viewport = page.getViewport({ scale: scale * 1.5, rotation });
          const canvas = document.createElement('canvas');
          canvas.width = viewport.width;
          canvas.height = viewport.height;
          canvas.setAttribute('role', 'img');
          canvas.setAttribute('aria-label', `Page ${number} of ${pdf.numPages}`);
          canvas.className = 'mx-auto max-w-none border bg-white';
          target.append(canvas);
          await page.render({ canvas, viewport }).promise;
        }
        if (!isCancelled) setState({ pages: pdf.numPages });
      } catch {
        if (!isCancelled) setState('failed');
      }
    })();
    return () => {
      isCancelled = true;
      controller.abort();
    };
  }, [documentId, scale, rotation]);

  return (
    <div className="grid gap-2">
      {state === 'loading' && <p className="text-sm text-muted-foreground">Opening the PDF…</p>}
      {state === 'failed' && (
        <p role="alert" className="text-sm text-destructive">
          The PDF could not be shown.
        </p>
      )}
      <div ref={container} className="grid gap-3" />
    </div>
  );
}

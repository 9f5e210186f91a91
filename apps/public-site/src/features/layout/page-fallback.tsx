/** Holds the page's place while the first route's code loads, so the layout does not jump when it arrives. */
export function PageFallback() {
  return <div aria-busy="true" className="min-h-screen bg-background" />;
}

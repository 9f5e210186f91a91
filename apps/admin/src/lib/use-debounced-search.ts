import { useEffect, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box that queries the server: the box follows every keystroke, `commit` hears the text once
 * typing pauses (one request, not one per letter). A change from outside (Back) shows in the box.
 */
export function useDebouncedSearch(committed: string, commit: (text: string) => void) {
  const [text, setText] = useState(committed);
  const [lastCommitted, setLastCommitted] = useState(committed);
  if (committed !== lastCommitted) {
    setLastCommitted(committed);
    setText(committed);
  }

  useEffect(() => {
    if (text === committed) return;
    const timer = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, committed, commit]);

  return [text, setText] as const;
}

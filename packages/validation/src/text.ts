// Text the API accepts: any Unicode except the NUL character (U+0000), which PostgreSQL cannot store in text, and
// lone UTF-16 surrogates ("\ud800" without its pair), which are not characters at all and cannot be encoded.
// The API refuses both anywhere in a request's body, query and path (apps/api/src/plugins/input-text.ts), before
// any route sees them, so every route, a new one too, gets the rule without asking for it.

export const TEXT_MESSAGES = {
  invalidCharacters: 'Remove the invalid characters from this field',
} as const;

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds no NUL and no lone surrogate. */
export function isAcceptedText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

type Visit = { value: unknown; key: string | number | undefined; parent: Visit | undefined };

function pathOf(visit: Visit | undefined): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * Where the first refused text is inside a parsed value (a JSON body, a query, path parameters): the path of the
 * string (a value, or a key, reported at its object; `[]` for the value itself), or null when all text is accepted.
 * Walks without recursion, so a deeply nested body cannot overflow the stack.
 */
export function findRefusedText(value: unknown): (string | number)[] | null {
  const pending: Visit[] = [{ value, key: undefined, parent: undefined }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isAcceptedText(current)) return pathOf(visit);
    } else if (typeof current === 'object' && current !== null) {
      const entries: [string | number, unknown][] = Array.isArray(current)
        ? current.map((child, index) => [index, child])
        : Object.entries(current);
      if (!Array.isArray(current) && entries.some(([key]) => !isAcceptedText(String(key)))) {
        return pathOf(visit);
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        if (typeof child === 'string' || (typeof child === 'object' && child !== null)) {
          pending.push({ value: child, key, parent: visit });
        }
      }
    }
  }
  return null;
}

/** `50%_off\` matches those characters literally in (I)LIKE, whose escape character is the backslash. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The spec's sidebar constants. */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
/** 7 days, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = '16rem';
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_WIDTH_ICON = '3rem';
/** Ctrl+B (Cmd+B on macOS) toggles the sidebar. */
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b';

/** The cookie string that remembers the desktop sidebar (expanded = true) for 7 days. */
export function sidebarCookie(isOpen: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${isOpen}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
}

export function writeSidebarCookie(isOpen: boolean): void {
  document.cookie = sidebarCookie(isOpen);
}

/** The remembered state, or null when there is no (valid) cookie. */
export function readSidebarCookie(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): boolean | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE_NAME) {
      if (value === 'true') return true;
      if (value === 'false') return false;
    }
  }
  return null;
}

/** Whether a keydown is the sidebar shortcut: b with Ctrl or Cmd (and no Alt or Shift). */
export function isSidebarShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}

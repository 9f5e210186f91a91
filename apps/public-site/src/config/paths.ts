/** Every URL of the public site. */
export const paths = {
  home: '/',
} as const;

// Guests who follow a signed-in-only link (favourites, reorder) go to the sign-in page carrying where they
// wanted to go (docs/decisions/shell-sign-in-return.md). The accounts pages read the same parameter.
export const RETURN_PARAM = 'return';

export function signInPath(destination: string): string {
  return `/sign-in?${new URLSearchParams({ [RETURN_PARAM]: destination }).toString()}`;
}

/** A return location is used only when it stays inside the shop (a path, not another origin). */
export function safeReturnPath(value: string | null | undefined): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

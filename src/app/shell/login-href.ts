/** The login link keeps the page to come back to; from home there is nothing to keep. */
export const loginHref = (location: string) => (location === '/' ? '/login' : `/login?redirect=${encodeURIComponent(location)}`);

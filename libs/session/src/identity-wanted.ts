import { APP_ROOT_PATH } from './session-types.js';

/** The prefix auth0-spa-js gives what it keeps in localStorage (cacheLocation "localstorage"): tokens and the user. */
const STORED_SIGN_IN_PREFIX = '@@auth0spajs@@::';

function isSignInCallback(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('state') && (params.has('code') || params.has('error'));
}

/** Pages where someone signs in: the app, the sign-in page and the identity provider's redirect back. */
export function signInHappensAt(pathname: string, search: string): boolean {
  return pathname === APP_ROOT_PATH || pathname.startsWith(`${APP_ROOT_PATH}/`) || pathname === '/login' || isSignInCallback(search);
}

/** Whether this browser keeps a sign-in for this client; storage that cannot be read (private modes) keeps none. */
export function hasStoredSignIn(clientId: string, storage: () => Storage = () => window.localStorage): boolean {
  try {
    const store = storage();
    const prefix = `${STORED_SIGN_IN_PREFIX}${clientId}::`;
    for (let index = 0; index < store.length; index++) {
      if (store.key(index)?.startsWith(prefix)) return true;
    }
    return false;
  } catch {
    return false;
  }
}

/**
 * Deleting the account goes to /login. The toast 'User account deleted' is an error,
 * so the page says plainly that it worked; this flag on the URL tells it to.
 */
export const ACCOUNT_DELETED_LOGIN_PATH = "/login?account-deleted=1";

export const accountJustDeleted = (url: URL) => url.searchParams.get("account-deleted") === "1";

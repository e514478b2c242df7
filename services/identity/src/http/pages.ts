import { PRODUCT_NAME } from '@fsp/contracts';
import { PASSWORD_MIN_LENGTH } from '../accounts/signup-validation.js';
import { escapeHtml } from './html.js';
import { PAGE_STYLES } from './page-styles.js';

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(PRODUCT_NAME)}</title>
<style>${PAGE_STYLES}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(PRODUCT_NAME)}</p>
${body}
</main>
</body>
</html>`;
}

function errorBlock(error: string | undefined): string {
  return error ? `<p class="error" id="form-error" role="alert">${escapeHtml(error)}</p>` : '';
}

function invalidAttributes(error: string | undefined): string {
  return error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
}

export interface SignInPageModel {
  uid: string;
  email: string;
  error?: string;
}

export function renderSignInPage({ uid, email, error }: SignInPageModel): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  return layout(
    'Sign in',
    `<h1>Sign in</h1>
${errorBlock(error)}
<form method="post" action="${base}/login">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}${invalidAttributes(error)}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${email ? ' autofocus' : ''}${invalidAttributes(error)}>
<button type="submit">Continue</button>
</form>
<p class="switch">Don't have an account? <a href="${base}?mode=signup">Sign up</a></p>`,
  );
}

export interface SignUpPageModel {
  uid: string;
  email: string;
  name: string;
  error?: string;
}

export function renderSignUpPage({ uid, email, name, error }: SignUpPageModel): string {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  return layout(
    'Sign up',
    `<h1>Create your account</h1>
${errorBlock(error)}
<form method="post" action="${base}/signup">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(email)}"${email ? '' : ' autofocus'}${invalidAttributes(error)}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" aria-describedby="password-hint"${email ? ' autofocus' : ''}>
<p class="hint" id="password-hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" aria-describedby="name-hint" value="${escapeHtml(name)}">
<p class="hint" id="name-hint">Optional.</p>
<button type="submit">Continue</button>
</form>
<p class="switch">Already have an account? <a href="${base}?mode=login">Sign in</a></p>`,
  );
}

export interface SetPasswordPageModel {
  ticket: string;
  email: string;
  error?: string;
}

/** The page behind a password-set ticket (Auth0's /lo/reset). */
export function renderSetPasswordPage({ ticket, email, error }: SetPasswordPageModel): string {
  return layout(
    'Set your password',
    `<h1>Set your password</h1>
<p class="hint">For ${escapeHtml(email)}</p>
${errorBlock(error)}
<form method="post" action="/lo/reset">
<input type="hidden" name="ticket" value="${escapeHtml(ticket)}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}" autofocus aria-describedby="password-hint"${invalidAttributes(error)}>
<p class="hint" id="password-hint">At least ${PASSWORD_MIN_LENGTH} characters.</p>
<label for="confirm-password">Confirm password</label>
<input id="confirm-password" name="confirm_password" type="password" autocomplete="new-password" required minlength="${PASSWORD_MIN_LENGTH}"${invalidAttributes(error)}>
<button type="submit">Continue</button>
</form>`,
  );
}

export function renderSignedOutPage(): string {
  return layout('Signed out', `<h1>You are signed out</h1>\n<p>You can close this page.</p>`);
}

export function renderErrorPage(message: string): string {
  return layout('Something went wrong', `<h1>Something went wrong</h1>\n<p class="error" role="alert">${escapeHtml(message)}</p>`);
}

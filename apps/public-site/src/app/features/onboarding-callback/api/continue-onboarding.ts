export const PAYMENT_PROVIDER_NEXT = 'stripe';
export const APP_HOME = '/app';

export interface BrowserRedirects {
  assign(url: string): void;
  replace(url: string): void;
}

export const windowRedirects: BrowserRedirects = {
  assign: (url) => window.location.assign(url),
  replace: (url) => window.location.replace(url),
};

/**
 * Part 1 §2.3: with next=stripe start payment-provider onboarding and go to its url;
 * otherwise, or when starting fails, replace the location with /app.
 */
export async function continueOnboarding(
  next: string | null,
  startOnboarding: () => Promise<{ url: string }>,
  redirects: BrowserRedirects,
): Promise<void> {
  if (next !== PAYMENT_PROVIDER_NEXT) {
    redirects.replace(APP_HOME);
    return;
  }
  try {
    const { url } = await startOnboarding();
    redirects.assign(url);
  } catch (error) {
    console.error('Starting payment-provider onboarding failed', error);
    redirects.replace(APP_HOME);
  }
}

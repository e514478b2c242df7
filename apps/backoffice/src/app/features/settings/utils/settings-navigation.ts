/** A browser tab opened during a click (so no popup blocker stops it), pointed at a URL once the API answers. */
export interface PendingTab {
  go(url: string): void;
  close(): void;
}

/** How the Settings screen leaves the app: the seam tests replace instead of touching window.location. */
export interface SettingsNavigation {
  /** Leaves the app for a provider's page: payment onboarding, the identity provider's password change. */
  leavePage(url: string): void;
  /** Opens a new tab for the payment provider's dashboard. */
  openPendingTab(): PendingTab;
}

export const browserNavigation: SettingsNavigation = {
  leavePage: (url) => window.location.assign(url),
  openPendingTab() {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    return {
      go(url) {
        if (tab) tab.location.href = url;
        else window.location.assign(url);
      },
      close() {
        tab?.close();
      },
    };
  },
};

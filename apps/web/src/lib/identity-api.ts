/** The identity provider's sign-in script (Google Identity Services), as the portal uses it. */
export interface IdentityApi {
  initialize(options: { client_id: string; callback: (response: { credential: string }) => void; nonce?: string }): void;
  renderButton(element: HTMLElement, options: { theme: 'outline'; size: 'large'; locale: string }): void;
  disableAutoSelect(): void;
}

declare global {
  interface Window {
    /** Set by the provider's script once it has loaded; absent until then, and where sign-in is not configured. */
    google?: { accounts?: { id?: IdentityApi } };
  }
}

let cached: string | null = null;

/**
 * The nonce the server gave this page (a fresh one per load of index.html, in the csp-nonce meta tag
 * Vite writes): the page's Content-Security-Policy allows a <style> tag only with it, and Mantine adds
 * its theme variables and responsive styles as <style> tags. Browsers hide the nonce attribute once
 * the page is parsed (so that styles cannot read it), but keep the element's `nonce` property.
 * Empty where there is none (component tests; the development server, which sends no policy).
 */
export function pageNonce(): string {
  if (cached === null) {
    const meta = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
    cached = meta?.nonce || meta?.getAttribute('nonce') || '';
  }
  return cached;
}

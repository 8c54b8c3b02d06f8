/** Leaves the app for the payment gateway's page (a full navigation: it is another site). */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}

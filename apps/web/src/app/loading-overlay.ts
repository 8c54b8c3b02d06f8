/** The full-screen loader of index.html: hidden after the first render and after every navigation. */
export function hideLoadingOverlay(): void {
  const overlay = document.getElementById('loading-bg');
  if (!overlay || overlay.classList.contains('is-hidden')) return;
  overlay.classList.add('is-hidden');
  overlay.setAttribute('aria-hidden', 'true');
  overlay.removeAttribute('role');
  window.setTimeout(() => {
    overlay.style.display = 'none';
  }, 250);
}

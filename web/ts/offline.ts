// Offline play and install: the service worker (sw.ts) registered once the page has
// loaded, so it never competes with the first screen's downloads.
export function registerOffline() {
  if (!("serviceWorker" in navigator)) return;
  const go = () => navigator.serviceWorker.register("/sw.js").catch((err) => console.warn("offline:", err));
  if (document.readyState === "complete") go();
  else addEventListener("load", go, { once: true });
}

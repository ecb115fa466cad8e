// The service worker: the page plays against the computer with no network. It keeps the
// app shell (page, script, styles, both wasm files, every language's texts, the sounds,
// the manifest and icons: build.mjs lists them in FILES and names the cache after their
// contents) and answers from the network first, from that copy when the network fails, so
// an online visit always gets the newest build. The server's API and WebSocket are never
// intercepted: online play needs the network and says so through the core.
/// <reference lib="webworker" />
declare const self: ServiceWorkerGlobalScope;
declare const FILES: string[];
declare const VERSION: string;

const CACHE = `pallanguzhi-${VERSION}`;
const kept = new Set(FILES);

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  // Older builds' copies go; this worker serves the open pages at once.
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("pallanguzhi-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method !== "GET") return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  // A page address (/, /join/CODE, /watch/ID) is the one client page.
  const navigation = req.mode === "navigate";
  if (!navigation && !kept.has(url.pathname)) return;
  event.respondWith(
    fetch(req).catch(async () => {
      const copy = await caches.match(navigation ? "/" : url.pathname, { cacheName: CACHE });
      return copy ?? Response.error();
    }),
  );
});

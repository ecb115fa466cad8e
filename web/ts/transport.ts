// The browser's transport: fetch and WebSocket move the core's bytes and every outcome is
// reported as the core's `Transport` event. It decides nothing: the method, headers, body
// and timeout are the core's, and so is what an answer means. Replayed by the e2e suite
// against the transport vector (tests/vectors/transport.json), like OkHttp, URLSession
// and the tokio runner.

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export type Report = (transport: Json) => void;

export interface Transport {
  /** Perform one of the core's transport effects; false for any other kind. */
  perform(kind: string, v: Json): boolean;
}

export function transport(report: Report): Transport {
  /** The calls in flight, by the core's id: `HttpCancel` aborts one (its report is dropped). */
  const calls = new Map<number, AbortController>();
  const sockets = new Map<number, WebSocket>();

  async function http(v: Json) {
    const abort = new AbortController();
    calls.set(v.id, abort);
    // The core's timeout bounds the call too, so a hung fetch frees its connection.
    const timer = setTimeout(() => abort.abort(), v.timeout_ms);
    try {
      const r = await fetch(v.url, {
        method: v.method, // the wire string, as the core wrote it
        headers: Object.fromEntries(v.headers.map((h: Json) => [h.name, h.value])), // [{name, value}]
        body: v.body ?? undefined,
        signal: abort.signal,
      });
      const body = await r.text();
      if (calls.get(v.id) === abort) report({ HttpDone: { id: v.id, status: r.status, body } });
    } catch (err) {
      if (calls.get(v.id) === abort) report({ HttpFailed: { id: v.id, error: String(err) } });
    } finally {
      clearTimeout(timer);
      if (calls.get(v.id) === abort) calls.delete(v.id);
    }
  }

  function socketOpen(v: Json) {
    const id: number = v.id;
    let ws: WebSocket;
    try {
      // Browsers cannot set headers on a WebSocket: the core's hello carries the token.
      ws = new WebSocket(v.url);
    } catch (err) {
      report({ SocketFailed: { id, error: String(err) } });
      return;
    }
    sockets.set(id, ws);
    const said = (t: Json, last = false) => {
      if (sockets.get(id) !== ws) return; // closed on purpose: nothing more
      if (last) sockets.delete(id);
      report(t);
    };
    ws.onopen = () => said({ SocketOpened: { id } });
    ws.onmessage = (m) => said({ SocketMessage: { id, text: String(m.data) } });
    // A refused opening is only an error to a page (no status, no body): the core decides.
    ws.onerror = () => said({ SocketFailed: { id, error: "WebSocket error" } }, true);
    ws.onclose = (c) => said({ SocketClosed: { id, code: c.code || null } }, true);
  }

  return {
    perform(kind, v) {
      switch (kind) {
        case "Http":
          void http(v);
          return true;
        case "HttpCancel":
          calls.get(v.id)?.abort();
          calls.delete(v.id);
          return true;
        case "SocketOpen":
          socketOpen(v);
          return true;
        case "SocketSend": {
          const ws = sockets.get(v.id);
          if (ws && ws.readyState === WebSocket.OPEN) ws.send(v.text);
          return true;
        }
        case "SocketClose": {
          const ws = sockets.get(v.id);
          sockets.delete(v.id);
          ws?.close();
          return true;
        }
        default:
          return false;
      }
    },
  };
}

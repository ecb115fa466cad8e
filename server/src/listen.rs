//! The accept loop (instead of `axum::serve`, which has no timeouts or caps): a
//! global and a per-address connection cap, a header-read timeout, and an idle
//! timeout closing a connection that neither sends nor receives anything (a
//! keep-alive nobody uses, a half-sent request). An upgraded WebSocket keeps its
//! connection slot until it closes; its liveness is judged by its pings (`ws`).

use crate::AppState;
use axum::extract::ConnectInfo;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use std::collections::HashMap;
use std::future::Future;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll};
use std::time::Duration;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, watch, OwnedSemaphorePermit, Semaphore};

/// Open connections: all of them, and per peer address.
pub struct Conns {
    global: Arc<Semaphore>,
    per_addr: Arc<Mutex<HashMap<IpAddr, u32>>>,
    per_addr_max: u32,
}

/// A connection's place in both counts, given back when the socket is dropped.
struct Slot {
    _global: OwnedSemaphorePermit,
    addr: IpAddr,
    per_addr: Arc<Mutex<HashMap<IpAddr, u32>>>,
}

impl Drop for Slot {
    fn drop(&mut self) {
        let mut map = self.per_addr.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(n) = map.get_mut(&self.addr) {
            *n -= 1;
            if *n == 0 {
                map.remove(&self.addr);
            }
        }
    }
}

impl Conns {
    pub fn new(max: u32, per_addr_max: u32) -> Conns {
        Conns {
            global: Arc::new(Semaphore::new(max.max(1) as usize)),
            per_addr: Arc::default(),
            per_addr_max: per_addr_max.max(1),
        }
    }

    /// A slot for a connection from `addr` (`exempt`: a trusted proxy, which carries
    /// many clients), or None when a cap is reached. Counted under the same key as the
    /// rate limits (`client::key`: an IPv6 host by its /64, which it owns whole).
    fn enter(&self, addr: IpAddr, exempt: bool) -> Option<Slot> {
        let addr = crate::client::key(addr);
        let global = self.global.clone().try_acquire_owned().ok()?;
        let mut map = self.per_addr.lock().unwrap_or_else(|e| e.into_inner());
        let n = map.entry(addr).or_insert(0);
        if *n >= self.per_addr_max && !exempt {
            return None;
        }
        *n += 1;
        Some(Slot {
            _global: global,
            addr,
            per_addr: self.per_addr.clone(),
        })
    }
}

/// A socket that remembers when it last moved a byte, and holds its slot.
struct Tracked {
    tcp: TcpStream,
    last: Arc<AtomicI64>,
    _slot: Slot,
}

impl Tracked {
    fn touch(&self) {
        self.last.store(crate::now_ms(), Ordering::Relaxed);
    }
}

impl AsyncRead for Tracked {
    fn poll_read(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<std::io::Result<()>> {
        let me = self.get_mut();
        let before = buf.filled().len();
        let polled = Pin::new(&mut me.tcp).poll_read(cx, buf);
        if buf.filled().len() > before {
            me.touch();
        }
        polled
    }
}

impl AsyncWrite for Tracked {
    fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<std::io::Result<usize>> {
        let me = self.get_mut();
        let polled = Pin::new(&mut me.tcp).poll_write(cx, buf);
        if matches!(polled, Poll::Ready(Ok(n)) if n > 0) {
            me.touch();
        }
        polled
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.get_mut().tcp).poll_flush(cx)
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.get_mut().tcp).poll_shutdown(cx)
    }
}

/// Resolves once `last` is older than `idle`.
async fn idle_for(last: &AtomicI64, idle: Duration) {
    let idle_ms = idle.as_millis() as i64;
    loop {
        let quiet = crate::now_ms() - last.load(Ordering::Relaxed);
        if quiet >= idle_ms {
            return;
        }
        tokio::time::sleep(Duration::from_millis((idle_ms - quiet).max(1) as u64)).await;
    }
}

/// Serve `router` on `listener` until `shutdown` resolves, then let every request
/// in flight finish (upgraded WebSockets are waited for by the caller).
pub async fn serve(
    listener: TcpListener,
    router: Router,
    app: AppState,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), String> {
    let (stop, stopped) = watch::channel(false);
    let (alive, mut all_gone) = mpsc::channel::<()>(1);
    let mut builder = hyper::server::conn::http1::Builder::new();
    builder
        .timer(TokioTimer::new())
        .header_read_timeout(Duration::from_millis(app.config.header_timeout_ms.max(1)));
    let builder = Arc::new(builder);
    tokio::pin!(shutdown);
    loop {
        let (tcp, peer) = tokio::select! {
            _ = &mut shutdown => break,
            accepted = listener.accept() => match accepted {
                Ok(ok) => ok,
                Err(e) => {
                    // Out of file descriptors and the like: wait instead of spinning.
                    tracing::warn!("accept: {e}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
        };
        let exempt = crate::client::trusted(&app.config.trusted_proxy, peer.ip());
        let Some(slot) = app.conns.enter(peer.ip(), exempt) else {
            tracing::debug!(%peer, "connection refused: too many open");
            continue; // dropped: closed at once
        };
        configure(&tcp, app.config.socket_send_buffer);
        let header_timeout = Duration::from_millis(app.config.header_timeout_ms.max(1));
        let last = Arc::new(AtomicI64::new(crate::now_ms()));
        let peeked = Tracked {
            tcp,
            last: last.clone(),
            _slot: slot,
        };
        let router = router.clone();
        let service = hyper::service::service_fn(move |mut req: hyper::Request<Incoming>| {
            req.extensions_mut().insert(ConnectInfo(peer));
            tower::Service::call(&mut router.clone(), req)
        });
        let builder = builder.clone();
        let conn = move |io: Tracked| builder.serve_connection(TokioIo::new(io), service).with_upgrades();
        let idle = Duration::from_millis(app.config.idle_timeout_ms.max(1));
        let (mut stopped, alive) = (stopped.clone(), alive.clone());
        tokio::spawn(async move {
            let _alive = alive;
            match first_line(&peeked, header_timeout).await {
                First::Serve => {}
                First::Silent => return, // no request within the header time-out: closed
                First::Refuse(why) => return refuse(peeked, &why).await,
            }
            let conn = conn(peeked);
            tokio::pin!(conn);
            tokio::select! {
                _ = conn.as_mut() => {}
                _ = idle_for(&last, idle) => tracing::debug!(%peer, "idle connection closed"),
                _ = async { let _ = stopped.wait_for(|s| *s).await; } => {
                    conn.as_mut().graceful_shutdown();
                    let _ = conn.await;
                }
            }
        });
    }
    stop.send_replace(true);
    drop(alive);
    let _ = all_gone.recv().await;
    Ok(())
}

/// What the first bytes of a connection ask for.
enum First {
    Serve,
    /// Nothing arrived within the header time-out.
    Silent,
    /// A request target that is no URI: why.
    Refuse(String),
}

/// Whether the first request's target parses as a URI (hyper would answer 400 with an
/// empty body, before the router sees it: F23). Judged by the parser hyper uses
/// (`http::Uri`), so nothing it accepts is refused here; a line not all there in the
/// first segment is left to hyper, as before.
async fn first_line(io: &Tracked, within: Duration) -> First {
    let mut buf = [0u8; 2048];
    let n = match tokio::time::timeout(within, io.tcp.peek(&mut buf)).await {
        Ok(Ok(n)) => n,
        Ok(Err(_)) | Err(_) => return First::Silent,
    };
    let Some(end) = buf[..n].iter().position(|&b| b == b'\n') else {
        return First::Serve;
    };
    let mut parts = buf[..end].split(|&b| b == b' ');
    let (Some(_method), Some(target)) = (parts.next(), parts.next()) else {
        return First::Serve;
    };
    match axum::http::Uri::try_from(target) {
        Ok(_) => First::Serve,
        Err(e) => First::Refuse(format!("bad request target: {e}")),
    }
}

/// Answer the protocol's typed `malformed` (400) and close.
async fn refuse(mut io: Tracked, why: &str) {
    use tokio::io::AsyncWriteExt;
    let body = serde_json::json!({"error": {"code": "malformed", "message": why}}).to_string();
    let head = format!(
        "HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\
         x-content-type-options: nosniff\r\nconnection: close\r\n\r\n",
        body.len()
    );
    let _ = io.tcp.write_all(format!("{head}{body}").as_bytes()).await;
    let _ = io.tcp.shutdown().await;
}

/// No Nagle: a move is one small frame, and waiting to batch it only adds latency.
/// A smaller send buffer bounds what a client that stops reading holds up in the kernel.
fn configure(tcp: &TcpStream, send_buffer: Option<usize>) {
    let _ = tcp.set_nodelay(true);
    if let Some(bytes) = send_buffer {
        let _ = socket2::SockRef::from(tcp).set_send_buffer_size(bytes);
    }
}

#[cfg(test)]
mod tests {
    use super::Conns;
    use std::net::IpAddr;

    fn ip(text: &str) -> IpAddr {
        text.parse().expect("ip")
    }

    /// F10: the per-address cap counts an IPv6 host by its /64, as the rate limits do: a
    /// host with a /64 has 2^64 addresses, so a cap per /128 would not bound it.
    #[test]
    fn ipv6_connections_are_capped_per_64_like_the_limits() {
        let conns = Conns::new(100, 2);
        let a = conns.enter(ip("2001:db8:1:2::1"), false).expect("first");
        let b = conns.enter(ip("2001:db8:1:2::2"), false).expect("second");
        assert!(conns.enter(ip("2001:db8:1:2:ffff::3"), false).is_none(), "same /64");
        let other = conns.enter(ip("2001:db8:1:3::1"), false).expect("another /64");
        assert!(
            conns.enter(ip("2001:db8:1:2::9"), true).is_some(),
            "a trusted proxy is exempt"
        );
        drop(a);
        assert!(conns.enter(ip("2001:db8:1:2::4"), false).is_some(), "a place again");
        drop((b, other));
        let v4 = [conns.enter(ip("192.0.2.1"), false), conns.enter(ip("192.0.2.2"), false)];
        assert!(v4.iter().all(Option::is_some), "IPv4 by the address");
    }
}

//! `Driver`: performs the app core's transport effects (`Effect::Http`,
//! `Effect::Socket*`) with reqwest and tungstenite on a small tokio runtime it owns,
//! and hands every outcome back as an `Event::Transport` on a channel. It only moves
//! bytes: URLs, headers, bodies, timeouts, the heartbeat and retries are the core's.

use futures_util::{SinkExt, StreamExt};
use pallanguzhi_app::{Effect, Event, Header, Transport};
use std::collections::HashMap;
use std::sync::mpsc;
use std::time::Duration;
use tokio::sync::mpsc as tmpsc;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::{self, Message};

pub struct Driver {
    runtime: tokio::runtime::Runtime,
    http: reqwest::Client,
    events: mpsc::Sender<Event>,
    /// The open sockets' outboxes and tasks.
    sockets: HashMap<u64, (tmpsc::UnboundedSender<String>, tokio::task::JoinHandle<()>)>,
    /// The HTTP calls in flight, to abort on `HttpCancel` (a finished call's entry is
    /// pruned at the next call).
    calls: HashMap<u64, tokio::task::JoinHandle<()>>,
}

fn report(tx: &mpsc::Sender<Event>, report: Transport) {
    let _ = tx.send(Event::Transport(report));
}

impl Driver {
    /// A driver and the receiving end of its events.
    pub fn new() -> std::io::Result<(Driver, mpsc::Receiver<Event>)> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .thread_name("pallanguzhi-net")
            .enable_all()
            .build()?;
        let (events, rx) = mpsc::channel();
        let driver = Driver {
            runtime,
            http: reqwest::Client::new(),
            events,
            sockets: HashMap::new(),
            calls: HashMap::new(),
        };
        Ok((driver, rx))
    }

    /// Perform a transport effect; false (and nothing done) for any other effect.
    pub fn perform(&mut self, effect: &Effect) -> bool {
        match effect {
            Effect::Http {
                id,
                method,
                url,
                headers,
                body,
                timeout_ms,
            } => {
                let call = Call {
                    method,
                    url,
                    headers,
                    body: body.clone(),
                    timeout: Duration::from_millis(u64::from(*timeout_ms)),
                };
                self.http(*id, call)
            }
            Effect::HttpCancel { id } => {
                if let Some(task) = self.calls.remove(id) {
                    task.abort(); // dropping reqwest's future closes its connection
                }
            }
            Effect::SocketOpen {
                id,
                url,
                headers,
                timeout_ms,
                ..
            } => self.open(*id, url, headers, Duration::from_millis(u64::from(*timeout_ms))),
            Effect::SocketSend { id, text } => match self.sockets.get(id) {
                Some((out, _)) => {
                    let _ = out.send(text.clone()); // a closed socket reports itself
                }
                None => log::debug!("send on a closed socket {id} dropped"),
            },
            Effect::SocketClose { id } => {
                if let Some((_, task)) = self.sockets.remove(id) {
                    task.abort();
                }
            }
            _ => return false,
        }
        true
    }

    fn http(&mut self, id: u64, call: Call) {
        let tx = self.events.clone();
        let method = match reqwest::Method::from_bytes(call.method.as_bytes()) {
            Ok(method) => method,
            Err(e) => return report(&tx, Transport::HttpFailed { id, error: causes(&e) }),
        };
        let mut req = self.http.request(method, call.url).timeout(call.timeout);
        for Header { name, value } in call.headers {
            req = req.header(name, value);
        }
        if let Some(body) = call.body {
            req = req.body(body);
        }
        self.calls.retain(|_, task| !task.is_finished());
        let task = self.runtime.spawn(async move {
            let answer = async {
                let resp = req.send().await?;
                let status = resp.status().as_u16();
                Ok::<_, reqwest::Error>((status, resp.text().await?))
            };
            match answer.await {
                Ok((status, body)) => report(&tx, Transport::HttpDone { id, status, body }),
                Err(e) => report(&tx, Transport::HttpFailed { id, error: causes(&e) }),
            }
        });
        self.calls.insert(id, task);
    }

    fn open(&mut self, id: u64, url: &str, headers: &[Header], timeout: Duration) {
        let tx = self.events.clone();
        let req = match request(url, headers) {
            Ok(req) => req,
            Err(error) => return report(&tx, Transport::SocketFailed { id, error }),
        };
        let (out, inbox) = tmpsc::unbounded_channel();
        let task = self.runtime.spawn(socket(id, req, timeout, inbox, tx));
        if let Some((_, old)) = self.sockets.insert(id, (out, task)) {
            old.abort();
        }
    }
}

impl Drop for Driver {
    fn drop(&mut self) {
        self.sockets.drain().for_each(|(_, (_, task))| task.abort());
        self.calls.drain().for_each(|(_, task)| task.abort());
    }
}

/// An `Effect::Http`'s request, borrowed from the effect.
struct Call<'a> {
    method: &'a str,
    url: &'a str,
    headers: &'a [Header],
    body: Option<String>,
    timeout: Duration,
}

/// The error and its causes ("error sending request: ...: invalid peer certificate"),
/// so a TLS or DNS failure says what failed.
fn causes(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        text = format!("{text}: {c}");
        cause = c.source();
    }
    text
}

fn request(url: &str, headers: &[Header]) -> Result<tungstenite::handshake::client::Request, String> {
    let mut req = url.into_client_request().map_err(|e| causes(&e))?;
    for Header { name, value } in headers {
        let name = tungstenite::http::HeaderName::from_bytes(name.as_bytes()).map_err(|e| causes(&e))?;
        let value = value.parse().map_err(|e| causes(&e))?;
        req.headers_mut().insert(name, value);
    }
    Ok(req)
}

/// One socket: open, then forward text both ways until it closes.
async fn socket(
    id: u64,
    req: tungstenite::handshake::client::Request,
    timeout: Duration,
    mut inbox: tmpsc::UnboundedReceiver<String>,
    tx: mpsc::Sender<Event>,
) {
    let opening = match tokio::time::timeout(timeout, tokio_tungstenite::connect_async(req)).await {
        Ok(opening) => opening,
        Err(_) => {
            return report(
                &tx,
                Transport::SocketFailed {
                    id,
                    error: "timed out".into(),
                },
            )
        }
    };
    let mut ws = match opening {
        Ok((ws, _)) => ws,
        Err(tungstenite::Error::Http(resp)) => {
            let status = resp.status().as_u16();
            let body = String::from_utf8_lossy(resp.body().as_deref().unwrap_or_default()).into_owned();
            return report(&tx, Transport::SocketRefused { id, status, body });
        }
        Err(e) => return report(&tx, Transport::SocketFailed { id, error: causes(&e) }),
    };
    report(&tx, Transport::SocketOpened { id });
    let closed = loop {
        tokio::select! {
            out = inbox.recv() => match out {
                Some(text) => if let Err(e) = ws.send(Message::text(text)).await { break Err(causes(&e)) },
                None => return, // the driver is gone
            },
            got = ws.next() => match got {
                Some(Ok(Message::Text(text))) => report(&tx, Transport::SocketMessage { id, text: text.to_string() }),
                Some(Ok(Message::Close(frame))) => break Ok(frame.map(|f| u16::from(f.code))),
                Some(Ok(_)) => {} // binary, ping, pong: tungstenite answers pings itself
                Some(Err(e)) => break Err(causes(&e)),
                None => break Ok(None),
            },
        }
    };
    match closed {
        Ok(code) => report(&tx, Transport::SocketClosed { id, code }),
        Err(error) => report(&tx, Transport::SocketFailed { id, error }),
    }
}

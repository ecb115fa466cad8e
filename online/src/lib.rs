//! The online client: account and room calls over HTTP, one game's WebSocket
//! connection, and `Table`, the state machine that follows the game from
//! server messages (moves applied in order, duplicates ignored, a gap asks
//! for a resync, kept in the app core). No UI: the CLI drives it, and `Runner`
//! performs the app core's network effects with it (`Driver`).

mod driver;
mod headless;
mod runner;

pub use driver::Driver;
pub use headless::Headless;
pub use runner::{Runner, Waiter};

pub use pallanguzhi_app::table::{LastMove, Rematch, Table, Update};
pub use pallanguzhi_protocol as protocol;

use futures_util::{SinkExt, StreamExt};
use pallanguzhi_protocol::{
    normalize_secret, paths, AccountToken, Blocks, ClientMessage, Device, Devices, ErrorBody, JoinRoom, Leaderboard,
    LinkCode, Me, MyStats, NewAccount, NewReport, NewRoom, RecoveryCode, ReportReason, RoomInfo, RoomInvite,
    ServerMessage, SideChoice, SignIn, WireError, LINK_CODE_LEN, PROTOCOL_VERSION, RECOVERY_CODE_LEN,
};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    #[error("cannot reach the server: {0}")]
    Transport(String),
    /// The server refused, with its typed error.
    #[error("server: {0}")]
    Server(WireError),
    #[error("unexpected answer from the server: {0}")]
    Protocol(String),
    #[error("the connection closed")]
    Closed,
}

pub type Result<T> = std::result::Result<T, ClientError>;

/// The error and its causes ("error sending request: ...: invalid peer certificate"),
/// so a TLS or DNS failure says what failed, not only which call.
fn transport(e: impl std::error::Error) -> ClientError {
    let mut text = e.to_string();
    let mut cause = e.source();
    while let Some(c) = cause {
        text = format!("{text}: {c}");
        cause = c.source();
    }
    ClientError::Transport(text)
}

/// A WebSocket opening the server answered with an HTTP error (bad token, no such
/// game) is its typed refusal, not a transport failure: the app must not retry it.
fn refusal(e: tokio_tungstenite::tungstenite::Error) -> ClientError {
    if let tokio_tungstenite::tungstenite::Error::Http(resp) = &e {
        if let Some(body) = resp.body() {
            if let Ok(err) = serde_json::from_slice::<ErrorBody>(body) {
                return ClientError::Server(err.error);
            }
        }
    }
    transport(e)
}

/// HTTP calls to one server, with the account's token once known.
#[derive(Clone)]
pub struct Client {
    http: reqwest::Client,
    base: String,
    token: Option<String>,
}

impl Client {
    /// `base` like `http://127.0.0.1:8080`.
    pub fn new(base: &str) -> Client {
        Client {
            http: reqwest::Client::new(),
            base: base.trim_end_matches('/').to_string(),
            token: None,
        }
    }

    pub fn with_token(mut self, token: &str) -> Client {
        self.token = Some(token.to_string());
        self
    }

    pub fn token(&self) -> Option<&str> {
        self.token.as_deref()
    }

    pub fn base(&self) -> &str {
        &self.base
    }

    async fn call<T: serde::de::DeserializeOwned>(&self, req: reqwest::RequestBuilder) -> Result<T> {
        let req = match &self.token {
            Some(t) => req.bearer_auth(t),
            None => req,
        };
        let resp = req.send().await.map_err(transport)?;
        let ok = resp.status().is_success();
        let body = resp.bytes().await.map_err(transport)?;
        if ok {
            serde_json::from_slice(&body).map_err(|e| ClientError::Protocol(e.to_string()))
        } else {
            let err: ErrorBody = serde_json::from_slice(&body)
                .map_err(|_| ClientError::Protocol(String::from_utf8_lossy(&body).into_owned()))?;
            Err(ClientError::Server(err.error))
        }
    }

    /// Create an account and keep its token.
    pub async fn create_account(&mut self, name: &str) -> Result<AccountToken> {
        let body = NewAccount { name: name.into() };
        let account: AccountToken = self
            .call(self.http.post(format!("{}{}", self.base, paths::ACCOUNTS)).json(&body))
            .await?;
        self.token = Some(account.token.clone());
        Ok(account)
    }

    pub async fn rotate_token(&mut self) -> Result<AccountToken> {
        let account: AccountToken = self
            .call(self.http.post(format!("{}{}", self.base, paths::ROTATE)))
            .await?;
        self.token = Some(account.token.clone());
        Ok(account)
    }

    /// `DELETE /v1/me`: erase this account (its name is free again, its token refused,
    /// its sockets closed); the token is forgotten here too.
    pub async fn delete_account(&mut self) -> Result<()> {
        self.call_empty(self.http.delete(format!("{}{}", self.base, paths::ME)))
            .await?;
        self.token = None;
        Ok(())
    }

    /// A call answered with no body worth reading (204): its refusal, typed.
    async fn call_empty(&self, req: reqwest::RequestBuilder) -> Result<()> {
        let req = match &self.token {
            Some(t) => req.bearer_auth(t),
            None => req,
        };
        let resp = req.send().await.map_err(transport)?;
        if resp.status().is_success() {
            return Ok(());
        }
        let body = resp.bytes().await.map_err(transport)?;
        let err: ErrorBody = serde_json::from_slice(&body)
            .map_err(|_| ClientError::Protocol(String::from_utf8_lossy(&body).into_owned()))?;
        Err(ClientError::Server(err.error))
    }

    /// `POST /v1/me/link-code`: a code another device signs in with, once, for a while.
    pub async fn link_code(&self) -> Result<LinkCode> {
        self.call(self.http.post(format!("{}{}", self.base, paths::LINK_CODE)))
            .await
    }

    /// Sign this client in with another device's link code (10 characters) or the
    /// recovery code (20), told apart by length; the new device's token is kept. A code
    /// of neither length is refused here, as the app core does.
    pub async fn sign_in(&mut self, code: &str, platform: &str) -> Result<AccountToken> {
        let (code, path) = match normalize_secret(code, LINK_CODE_LEN) {
            Some(code) => (code, paths::LINK),
            None => match normalize_secret(code, RECOVERY_CODE_LEN) {
                Some(code) => (code, paths::RECOVER),
                None => {
                    let why = "a link code has 10 letters and digits, a recovery code 20";
                    return Err(ClientError::Protocol(why.into()));
                }
            },
        };
        let body = SignIn {
            code,
            platform: Some(platform.into()),
        };
        let url = format!("{}{}", self.base, path);
        let account: AccountToken = self.call(self.http.post(url).json(&body)).await?;
        self.token = Some(account.token.clone());
        Ok(account)
    }

    /// `POST /v1/me/recovery`: a new recovery code (the old one stops working).
    pub async fn recovery_code(&self) -> Result<RecoveryCode> {
        self.call(self.http.post(format!("{}{}", self.base, paths::RECOVERY)))
            .await
    }

    pub async fn devices(&self) -> Result<Vec<Device>> {
        let devices: Devices = self
            .call(self.http.get(format!("{}{}", self.base, paths::DEVICES)))
            .await?;
        Ok(devices.devices)
    }

    /// Sign device `id` out (its token is refused from then on).
    pub async fn remove_device(&self, id: i64) -> Result<()> {
        self.call_empty(self.http.delete(format!("{}{}", self.base, paths::device(id))))
            .await
    }

    pub async fn report(&self, account_id: i64, game_id: Option<i64>, reason: ReportReason) -> Result<()> {
        let body = NewReport {
            account_id,
            game_id,
            reason,
        };
        let url = format!("{}{}", self.base, paths::REPORTS);
        self.call_empty(self.http.post(url).json(&body)).await
    }

    /// Block (`on`) or unblock a player.
    pub async fn block(&self, account_id: i64, on: bool) -> Result<()> {
        let url = format!("{}{}", self.base, paths::block(account_id));
        let req = if on { self.http.post(url) } else { self.http.delete(url) };
        self.call_empty(req).await
    }

    pub async fn blocks(&self) -> Result<Blocks> {
        self.call(self.http.get(format!("{}{}", self.base, paths::BLOCKS)))
            .await
    }

    pub async fn me(&self) -> Result<Me> {
        self.call(self.http.get(format!("{}{}", self.base, paths::ME))).await
    }

    /// A room with the default clock (2 minutes a move).
    pub async fn create_room(&self, rules: &str, side: SideChoice) -> Result<RoomInfo> {
        let clock = Some(pallanguzhi_protocol::DEFAULT_MOVE_MS);
        self.create_room_with_clock(rules, side, clock).await
    }

    /// A room with `move_ms` per move, or no clock (`None`: a friendly, unrated game).
    pub async fn create_room_with_clock(
        &self,
        rules: &str,
        side: SideChoice,
        move_ms: Option<u64>,
    ) -> Result<RoomInfo> {
        let body = NewRoom {
            rules: rules.into(),
            side,
            move_ms,
        };
        self.call(self.http.post(format!("{}{}", self.base, paths::ROOMS)).json(&body))
            .await
    }

    /// Join by code or by share link (whose secret, if it has one, goes along).
    pub async fn join(&self, code: &str) -> Result<RoomInfo> {
        let key = pallanguzhi_protocol::key_from_link(code);
        let code = pallanguzhi_protocol::code_from_link(code).unwrap_or_else(|| code.to_string());
        let req = self.http.post(format!("{}{}", self.base, paths::join(&code)));
        match key {
            Some(key) => self.call(req.json(&JoinRoom { key: Some(key) })).await,
            None => self.call(req).await,
        }
    }

    /// A room's invitation, by code or by share link (whose secret, if any, goes along).
    pub async fn invite(&self, link: &str) -> Result<RoomInvite> {
        let key = pallanguzhi_protocol::key_from_link(link);
        let code = pallanguzhi_protocol::code_from_link(link).unwrap_or_else(|| link.to_string());
        let url = format!("{}{}", self.base, paths::invite(&code, key.as_deref()));
        self.call(self.http.get(url)).await
    }

    pub async fn leaderboard(&self, rules: &str, limit: u32) -> Result<Leaderboard> {
        let url = format!("{}{}", self.base, paths::leaderboard(rules, limit));
        self.call(self.http.get(url)).await
    }

    pub async fn my_stats(&self) -> Result<MyStats> {
        self.call(self.http.get(format!("{}{}", self.base, paths::MY_STATS)))
            .await
    }

    /// Open a game's WebSocket and say hello (`have`: moves already known, on a reconnect).
    pub async fn connect(&self, game_id: i64, have: Option<u32>) -> Result<Connection> {
        let url = format!("{}{}", paths::ws_origin(&self.base), paths::game_socket(game_id));
        let mut req = url.into_client_request().map_err(transport)?;
        if let Some(token) = &self.token {
            let value = format!("Bearer {token}").parse().map_err(transport)?;
            req.headers_mut().insert("authorization", value);
        }
        let (ws, _) = tokio_tungstenite::connect_async(req).await.map_err(refusal)?;
        let mut conn = Connection { ws };
        conn.send(&ClientMessage::Hello {
            version: PROTOCOL_VERSION,
            have,
            token: None,
        })
        .await?;
        Ok(conn)
    }
}

/// One game's WebSocket.
pub struct Connection {
    ws: WebSocketStream<MaybeTlsStream<TcpStream>>,
}

impl Connection {
    pub async fn send(&mut self, msg: &ClientMessage) -> Result<()> {
        let text = serde_json::to_string(msg).map_err(|e| ClientError::Protocol(e.to_string()))?;
        self.send_raw(&text).await
    }

    /// Send any text (tests use it for hostile messages).
    pub async fn send_raw(&mut self, text: &str) -> Result<()> {
        self.ws.send(Message::text(text)).await.map_err(|_| ClientError::Closed)
    }

    /// The next server message; `Closed` when the server hung up.
    pub async fn recv(&mut self) -> Result<ServerMessage> {
        loop {
            if let Some(msg) = self.recv_frame().await? {
                return Ok(msg);
            }
        }
    }

    /// The next frame: a server message, or `None` for a ping or pong (tungstenite
    /// answers pings itself), which still proves the link alive. Cancel-safe.
    pub async fn recv_frame(&mut self) -> Result<Option<ServerMessage>> {
        match self.ws.next().await {
            Some(Ok(Message::Text(text))) => serde_json::from_str(text.as_str())
                .map(Some)
                .map_err(|e| ClientError::Protocol(e.to_string())),
            Some(Ok(Message::Binary(_))) => Err(ClientError::Protocol("binary frame".into())),
            Some(Ok(Message::Close(_))) | None | Some(Err(_)) => Err(ClientError::Closed),
            Some(Ok(_)) => Ok(None),
        }
    }

    /// A WebSocket ping: the server's pong shows the socket is alive.
    pub async fn ping(&mut self) -> Result<()> {
        self.ws
            .send(Message::Ping(Default::default()))
            .await
            .map_err(|_| ClientError::Closed)
    }

    pub async fn close(mut self) {
        let _ = self.ws.close(None).await;
    }
}

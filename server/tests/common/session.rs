//! `Session`: a protocol-level bot for the server's tests and load tools (`examples/`):
//! one seat's raw connection plus its `Table`, one move in flight, resync on a gap,
//! reconnect with `have`. Players' clients (the apps, the browser, the CLI) run the app
//! core's online session instead; this one exists to drive and attack the server.

#![allow(dead_code)] // each test binary uses a part of it

use pallanguzhi_online::{Client, ClientError, Connection, Result, Table, Update};
use pallanguzhi_protocol::{ClientMessage, ErrorCode, GameState};
use std::time::Duration;

pub struct Session {
    pub client: Client,
    pub game_id: i64,
    pub table: Table,
    conn: Connection,
    /// The number of the move sent and not yet seen back.
    pending: Option<u32>,
}

impl Session {
    pub async fn open(client: Client, game_id: i64) -> Result<Session> {
        let conn = client.connect(game_id, None).await?;
        Ok(Session {
            client,
            game_id,
            table: Table::default(),
            conn,
            pending: None,
        })
    }

    pub fn state(&self) -> Option<&GameState> {
        self.table.state.as_ref()
    }

    /// My turn, and no move of mine on its way.
    pub fn wants_move(&self) -> bool {
        self.pending.is_none() && self.table.my_turn()
    }

    pub async fn send(&mut self, msg: &ClientMessage) -> Result<()> {
        self.conn.send(msg).await
    }

    /// Send my move for the next number.
    pub async fn play(&mut self, hole: u8) -> Result<()> {
        let number = self.table.have().unwrap_or(0);
        self.pending = Some(number);
        self.conn.send(&ClientMessage::Move { number, hole }).await
    }

    /// Wait for the next server message and apply it (a gap is resynced here).
    pub async fn next(&mut self) -> Result<Update> {
        let msg = self.conn.recv().await?;
        let update = self.table.apply(msg);
        if let (Some(n), Some(have)) = (self.pending, self.table.have()) {
            if have > n {
                self.pending = None;
            }
        }
        match &update {
            Update::NeedSync => self.conn.send(&ClientMessage::Sync).await?,
            Update::Refused(e) if e.code != ErrorCode::RateLimited => self.pending = None,
            _ => {}
        }
        Ok(update)
    }

    /// Reconnect after a drop (server restart, too slow), saying what we have.
    pub async fn reconnect(&mut self, tries: u32) -> Result<()> {
        let mut last = ClientError::Closed;
        for attempt in 0..tries {
            match self.client.connect(self.game_id, self.table.have()).await {
                Ok(conn) => {
                    self.conn = conn;
                    self.pending = None;
                    return Ok(());
                }
                Err(e) => last = e,
            }
            tokio::time::sleep(Duration::from_millis(50 * u64::from(attempt + 1).min(20))).await;
        }
        Err(last)
    }

    /// Play to the end with `choose` picking my holes, reconnecting after drops;
    /// claims the win when the opponent is away long enough. Returns the final state.
    pub async fn play_out(&mut self, mut choose: impl FnMut(&GameState) -> u8) -> Result<GameState> {
        loop {
            if self.table.is_over() {
                return self.state().cloned().ok_or(ClientError::Closed);
            }
            if self.wants_move() {
                if let Some(state) = self.state() {
                    let hole = choose(state);
                    self.play(hole).await?;
                }
            }
            match self.next().await {
                Ok(Update::CanClaim(_)) => self.send(&ClientMessage::ClaimWin).await?,
                Ok(_) => {}
                Err(ClientError::Closed) => self.reconnect(200).await?,
                Err(e) => return Err(e),
            }
        }
    }

    pub async fn close(self) {
        self.conn.close().await
    }
}

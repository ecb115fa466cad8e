//! The HTTP API's paths and the share/watch link grammar, once for every client (the app
//! core's `Link`, `online::Client`) and the server's link pages.

/// `POST`: a new account.
pub const ACCOUNTS: &str = "/v1/accounts";
/// `POST`: a new token for the account.
pub const ROTATE: &str = "/v1/accounts/rotate";
/// `GET`: the account; `DELETE`: erase it.
pub const ME: &str = "/v1/me";
/// `GET`: the account's statistics.
pub const MY_STATS: &str = "/v1/me/stats";
/// `POST`: sign this device in with a link code (`SignIn`).
pub const LINK: &str = "/v1/accounts/link";
/// `POST`: sign this device in with the recovery code (`SignIn`).
pub const RECOVER: &str = "/v1/accounts/recover";
/// `POST`: a link code for another device (`LinkCode`).
pub const LINK_CODE: &str = "/v1/me/link-code";
/// `POST`: a new recovery code (`RecoveryCode`), replacing the old one.
pub const RECOVERY: &str = "/v1/me/recovery";
/// `GET`: the players you block (`Blocks`).
pub const BLOCKS: &str = "/v1/me/blocks";
/// `GET`: the devices signed in (`Devices`).
pub const DEVICES: &str = "/v1/me/devices";
/// `POST`: report a player (`NewReport`).
pub const REPORTS: &str = "/v1/reports";
/// `GET`: what the server keeps (a page, en/fr/ta).
pub const PRIVACY_PAGE: &str = "/privacy";
/// `GET`: how to delete an account, and the form that does it (a page).
pub const DELETE_ACCOUNT_PAGE: &str = "/delete-account";

/// `DELETE`: sign device `id` out (its token is refused, its sockets close).
pub fn device(id: i64) -> String {
    format!("/v1/me/devices/{id}")
}

/// `POST`: block `account_id` (its rematch offers and joins never reach you); `DELETE`: unblock.
pub fn block(account_id: i64) -> String {
    format!("/v1/me/blocks/{account_id}")
}

/// `POST`: a new room.
pub const ROOMS: &str = "/v1/rooms";

/// `POST`: join the room `code`.
pub fn join(code: &str) -> String {
    format!("/v1/rooms/{code}/join")
}

/// `GET`: the invitation of the room `code` (no account); `key`: the share link's secret,
/// which spares the call the guessing budget (`RoomInvite`).
pub fn invite(code: &str, key: Option<&str>) -> String {
    match key {
        Some(key) => format!("/v1/rooms/{code}/invite?key={key}"),
        None => format!("/v1/rooms/{code}/invite"),
    }
}

/// `GET`: the leaderboard of `rules`, `limit` rows.
pub fn leaderboard(rules: &str, limit: u32) -> String {
    format!("/v1/leaderboard?rules={rules}&limit={limit}")
}

/// The game's WebSocket.
pub fn game_socket(game_id: i64) -> String {
    format!("/v1/games/{game_id}/ws")
}

/// `http://host` → `ws://host`, `https://host` → `wss://host`: a server's socket origin.
pub fn ws_origin(server: &str) -> String {
    server.replacen("http", "ws", 1)
}

/// The game id of a watch link: `http(s)://HOST[:PORT]/watch/ID`, the apps' own
/// `pallanguzhi://watch/ID`, or a bare id (a trailing `/` allowed). Anything else: `None`.
pub fn game_id_from_watch_link(text: &str) -> Option<i64> {
    let text = text.trim();
    let path = if let Some(rest) = text.strip_prefix("pallanguzhi://") {
        format!("/{rest}")
    } else if let Some(rest) = text.strip_prefix("https://").or_else(|| text.strip_prefix("http://")) {
        let (host, path) = rest.split_at(rest.find('/')?);
        if host.is_empty() {
            return None;
        }
        path.to_string()
    } else {
        return parse_id(text);
    };
    parse_id(path.strip_prefix("/watch/")?.trim_end_matches('/'))
}

/// The origin (`http(s)://HOST[:PORT]`) of a page's address, or `None` if it is not
/// an http(s) address with a host.
pub fn page_origin(url: &str) -> Option<String> {
    let url = url.trim();
    let scheme = ["https://", "http://"].into_iter().find(|s| url.starts_with(s))?;
    let rest = &url[scheme.len()..];
    let host = &rest[..rest.find(['/', '?', '#']).unwrap_or(rest.len())];
    (!host.is_empty()).then(|| format!("{scheme}{host}"))
}

fn parse_id(text: &str) -> Option<i64> {
    let digits = !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit());
    digits.then(|| text.parse::<i64>().ok()).flatten().filter(|id| *id > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One grammar: the CLI, the server's page and the apps read the same links the same way
    /// (the protocol's old reader took any last segment: `…/join/7` was "game 7").
    #[test]
    fn watch_links_need_their_watch_path() {
        assert_eq!(game_id_from_watch_link("https://h/watch/123/"), Some(123));
        assert_eq!(game_id_from_watch_link("pallanguzhi://watch/5"), Some(5));
        assert_eq!(game_id_from_watch_link(" 77 "), Some(77));
        assert_eq!(game_id_from_watch_link("https://h/watch/x"), None);
        assert_eq!(game_id_from_watch_link("https://h/join/7"), None);
        assert_eq!(game_id_from_watch_link("https:///watch/7"), None);
        assert_eq!(game_id_from_watch_link("+7"), None);
    }

    #[test]
    fn paths_are_the_servers() {
        assert_eq!(join("QRTW34"), "/v1/rooms/QRTW34/join");
        assert_eq!(invite("QRTW34", None), "/v1/rooms/QRTW34/invite");
        assert_eq!(invite("QRTW34", Some("ab")), "/v1/rooms/QRTW34/invite?key=ab");
        assert_eq!(game_socket(9), "/v1/games/9/ws");
        assert_eq!(device(4), "/v1/me/devices/4");
        assert_eq!(block(5), "/v1/me/blocks/5");
        assert_eq!(ws_origin("https://h:1"), "wss://h:1");
        assert_eq!(page_origin("http://h:8/watch/1?x"), Some("http://h:8".into()));
    }
}

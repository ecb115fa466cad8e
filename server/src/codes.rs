//! A room's share code, its link's secret and what its players are told of it
//! (`RoomInfo`): shared by the room routes and the rematch, and nothing else here.

use crate::db::GameRow;
use pallanguzhi_core::Side;
use pallanguzhi_protocol::{RoomInfo, CODE_ALPHABET, CODE_LEN};
use rand::seq::IndexedRandom;

pub fn new_code() -> String {
    let alphabet: Vec<char> = CODE_ALPHABET.chars().collect();
    let mut rng = rand::rng();
    (0..CODE_LEN).filter_map(|_| alphabet.choose(&mut rng)).collect()
}

/// 128 random bits in hex: a share link's secret.
pub fn new_link_key() -> String {
    let mut bytes = [0u8; pallanguzhi_protocol::LINK_KEY_LEN / 2];
    rand::RngCore::fill_bytes(&mut rand::rng(), &mut bytes);
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// `key`: the link's secret, for the host only.
pub fn info(public_url: &str, row: &GameRow, side: Side, key: Option<&str>) -> RoomInfo {
    RoomInfo {
        code: row.code.clone(),
        link: pallanguzhi_protocol::join_link(public_url, &row.code, key),
        game_id: row.id,
        rules: row.rules.clone(),
        your_side: side,
        ws_path: format!("/v1/games/{}/ws", row.id),
        move_ms: row.move_ms.and_then(|m| u64::try_from(m).ok()),
        watch_link: Some(format!("{}/watch/{}", public_url, row.id)),
    }
}

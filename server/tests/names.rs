//! Names people cannot tell apart are refused: invisible characters, stacked
//! accents, mixed scripts (`invalid_name`), and a name that looks like one
//! already taken, whatever its case (`name_taken`).

mod common;

use common::*;
use pallanguzhi_online::protocol::ErrorCode;
use pallanguzhi_online::{Client, ClientError};

async fn sign_up(url: &str, name: &str) -> Result<String, ErrorCode> {
    match Client::new(url).create_account(name).await {
        Ok(account) => Ok(account.name),
        Err(ClientError::Server(e)) => Err(e.code),
        Err(e) => panic!("{name:?}: {e}"),
    }
}

#[tokio::test]
async fn invisible_stacked_and_look_alike_names_are_refused() {
    let server = Server::start(&sqlite_db("names"), &[]);
    let url = &server.url;
    for bad in [
        "\u{3164}",
        "Val\u{200b}li",
        "V\u{0430}lli",
        &format!("a{}", "\u{0301}".repeat(23)),
    ] {
        assert_eq!(sign_up(url, bad).await, Err(ErrorCode::InvalidName), "{bad:?}");
    }
    assert_eq!(
        sign_up(url, "Jose\u{301}").await,
        Ok("Jos\u{e9}".to_string()),
        "stored in NFC"
    );
    assert_eq!(sign_up(url, "Valli").await, Ok("Valli".to_string()));
    for twin in ["valli", "VALLI", "VaIli", " Valli "] {
        assert_eq!(sign_up(url, twin).await, Err(ErrorCode::NameTaken), "{twin:?}");
    }
    assert_eq!(
        sign_up(url, "José").await,
        Err(ErrorCode::NameTaken),
        "composed and decomposed"
    );
    assert!(sign_up(url, "Vallu").await.is_ok());
}

#[tokio::test]
async fn the_deleted_player_placeholder_and_its_translations_are_reserved() {
    let server = Server::start(&sqlite_db("names-reserved"), &[]);
    for bad in [
        "deleted player",
        "Deleted Player",
        "DELETEDPLAYER",
        "Joueur supprimé",
        "நீக்கப்பட்ட ஆட்டக்காரர்",
        "Admin",
    ] {
        assert_eq!(sign_up(&server.url, bad).await, Err(ErrorCode::InvalidName), "{bad:?}");
    }
    assert_eq!(sign_up(&server.url, "Player").await.as_deref(), Ok("Player"));
}

//! `pallanguzhi-server admin ...` against the database of a running server (issue 37):
//! each command prints what it changed, and run again changes nothing and says so; the
//! running server closes the sockets of the devices it signs out.

mod common;

use common::*;
use futures_util::StreamExt;
use pallanguzhi_online::protocol::{ErrorCode, SideChoice};
use pallanguzhi_online::{Client, ClientError};
use std::process::Command;

/// `admin ARGS --database DB`: success, stdout, stderr.
pub fn admin(database: &str, args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pallanguzhi-server"))
        .arg("admin")
        .args(args)
        .args(["--database", database])
        .output()
        .expect("run admin");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.success(), text(&out.stdout), text(&out.stderr))
}

async fn sign_up(server: &Server, name: &str) -> Result<(), ErrorCode> {
    match Client::new(&server.url).create_account(name).await {
        Ok(_) => Ok(()),
        Err(ClientError::Server(e)) => Err(e.code),
        Err(e) => panic!("sign-up {name}: {e}"),
    }
}

#[tokio::test]
async fn names_are_banned_and_filtered_at_sign_up_and_rename() {
    let db = sqlite_db("admin-names");
    let server = Server::start(&db, &[]);
    let (ok, out, _) = admin(&db, &["ban-name", "Murugan"]);
    assert!(ok && out.contains("banned \"Murugan\""), "{out}");
    let (ok, out, _) = admin(&db, &["ban-name", "MURUGAN"]);
    assert!(ok && out.contains("already banned"), "{out}");
    assert_eq!(sign_up(&server, "murugan").await, Err(ErrorCode::InvalidName));
    assert_eq!(
        sign_up(&server, "Murugаn").await,
        Err(ErrorCode::InvalidName),
        "Cyrillic a"
    );
    // The word filter, in the three languages.
    for bad in ["Fuck You", "salope", "தேவடியா", "Kumar Pundai"] {
        assert_eq!(sign_up(&server, bad).await, Err(ErrorCode::InvalidName), "{bad}");
    }
    for fine in ["Dickens", "Kothandaraman"] {
        assert_eq!(sign_up(&server, fine).await, Ok(()), "{fine}");
    }
    // Rename: the filter and the bans apply there too; a look-alike of another's name too.
    let valli = account(&server.url, "Valli").await;
    let id = valli.me().await.expect("me").account_id.to_string();
    for refused in ["Murugan", "Merde", "dickens"] {
        let (ok, _, err) = admin(&db, &["rename", &id, refused]);
        assert!(!ok && !err.is_empty(), "{refused}: {err}");
    }
    let (ok, out, err) = admin(&db, &["rename", "valli", "Valliammai"]);
    assert!(ok, "{err}");
    assert_eq!(out, format!("renamed account {id} from \"Valli\" to \"Valliammai\"\n"));
    let (ok, out, _) = admin(&db, &["rename", &id, "Valliammai"]);
    assert!(ok && out.contains("already named"), "{out}");
    assert_eq!(valli.me().await.expect("me").name, "Valliammai");
    assert_eq!(sign_up(&server, "Valli").await, Ok(()), "the old name is free");
    assert_eq!(sign_up(&server, "VALLIAMMAI").await, Err(ErrorCode::NameTaken));
}

/// The operator extends the word filter with `--name-blocklist` (same format as the kept
/// list): its words are refused at sign-up and at `admin rename`, a `*word` inside names
/// too, and names that only contain a plain word inside another stay free. A file that
/// cannot be read stops the server from starting rather than filtering nothing.
#[tokio::test]
async fn the_operators_blocklist_file_extends_the_filter() {
    let db = sqlite_db("admin-blocklist");
    let file = std::env::temp_dir().join(format!("pallanguzhi-blocklist-{}.txt", std::process::id()));
    std::fs::write(&file, "# the operator's words\ngobbledy\n*zorkk\n").expect("write list");
    let list = file.to_str().expect("path");
    let server = Server::start(&db, &["--name-blocklist", list]);
    for bad in ["Gobbledy", "Anbu GOBBLEDY", "xxZorkkxx"] {
        assert_eq!(sign_up(&server, bad).await, Err(ErrorCode::InvalidName), "{bad}");
    }
    assert_eq!(
        sign_up(&server, "Gobbledygook").await,
        Ok(()),
        "a plain word inside another"
    );
    let id = account(&server.url, "Valli")
        .await
        .me()
        .await
        .expect("me")
        .account_id
        .to_string();
    let (ok, _, err) = admin(&db, &["rename", &id, "Gobbledy", "--name-blocklist", list]);
    assert!(!ok && !err.is_empty(), "renamed to a listed word: {err}");
    let (ok, out, err) = admin(&db, &["rename", &id, "Valliammai", "--name-blocklist", list]);
    assert!(ok && out.starts_with("renamed"), "{out} {err}");
    let out = Command::new(env!("CARGO_BIN_EXE_pallanguzhi-server"))
        .args([
            "--database",
            &db,
            "--listen",
            "127.0.0.1:0",
            "--name-blocklist",
            "/nonexistent/list.txt",
        ])
        .output()
        .expect("run");
    assert!(!out.status.success(), "started without its list");
    assert!(String::from_utf8_lossy(&out.stderr).contains("/nonexistent/list.txt"));
    std::fs::remove_file(&file).ok();
}

#[tokio::test]
async fn revoke_and_delete_change_once() {
    let db = sqlite_db("admin-accounts");
    let server = Server::start(&db, &[]);
    let valli = account(&server.url, "Valli").await;
    let first = valli.token().expect("token").to_string();
    let second = second_device(&server, &valli).await;
    let id = valli.me().await.expect("me").account_id;
    let other = devices(&server, &first)
        .await
        .devices
        .into_iter()
        .find(|d| !d.current)
        .expect("the second")
        .id
        .to_string();
    // Both devices have a socket open on the running server.
    let room = valli.create_room("pallanguzhi", SideChoice::South).await.expect("room");
    let mut kept = raw_socket(&server.addr(), &first, room.game_id, None).await;
    let mut gone = raw_socket(&server.addr(), &second, room.game_id, None).await;
    for ws in [&mut kept, &mut gone] {
        ws.next().await.expect("frame").expect("state");
    }
    let (ok, out, _) = admin(&db, &["revoke", "Valli", "--device", &other]);
    assert!(ok);
    assert_eq!(out, format!("signed out 1 devices of account {id} (\"Valli\")\n"));
    // The server reads the sign-out and closes that device's socket, not the other's.
    assert_eq!(close_code(&mut gone).await, Some(1008));
    let guest = account(&server.url, "Kumar").await;
    guest.join(&room.code).await.expect("join");
    let frame = kept.next().await.expect("a frame").expect("ok");
    assert!(frame.is_text(), "the first device's socket is still open: {frame:?}");
    let (ok, out, _) = admin(&db, &["revoke", "Valli", "--device", &other]);
    assert!(ok && out.starts_with("signed out 0 devices"), "{out}");
    assert_eq!(me_status(&server, &second).await, 401);
    assert_eq!(me_status(&server, &first).await, 200);

    let (ok, out, _) = admin(&db, &["delete", "Valli"]);
    assert!(ok);
    assert!(
        out.starts_with(&format!("deleted account {id} (\"Valli\"): 1 devices signed out")),
        "{out}"
    );
    assert_eq!(me_status(&server, &first).await, 401);
    assert_eq!(
        close_code(&mut kept).await,
        Some(1008),
        "the deleted account's last socket"
    );
    let (ok, out, _) = admin(&db, &["delete", &id.to_string()]);
    assert!(ok && out == format!("account {id} was already deleted\n"), "{out}");
    let (ok, _, err) = admin(&db, &["revoke", "Valli"]);
    assert!(!ok && err.contains("no account"), "{err}");
    assert_eq!(sign_up(&server, "Valli").await, Ok(()), "the name is free");
    // A database that does not exist is an error, never a new empty one.
    let (ok, _, err) = admin("sqlite:/nonexistent/dir/x.db", &["reports"]);
    assert!(!ok && err.contains("database"), "{err}");
}

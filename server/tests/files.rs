//! The open-file limit: the server raises its soft limit to the hard one at start
//! (a systemd service starts at 1,024), so `--max-connections` fits in it.
//! Its own test binary: it lowers this process's soft limit, which the server inherits.

mod common;

use common::{sqlite_db, Server};

/// (soft, hard) "Max open files" of process `pid`.
fn open_files(pid: u32) -> (String, String) {
    let limits = std::fs::read_to_string(format!("/proc/{pid}/limits")).expect("limits");
    let line = limits.lines().find(|l| l.starts_with("Max open files")).expect("line");
    let fields: Vec<&str> = line.split_whitespace().collect();
    (fields[3].to_string(), fields[4].to_string())
}

#[tokio::test]
async fn the_soft_open_file_limit_is_raised_to_the_hard_one() {
    let me = std::process::id().to_string();
    let lowered = std::process::Command::new("prlimit")
        .args(["--pid", &me, "--nofile=256:"])
        .status()
        .expect("run prlimit");
    assert!(lowered.success());
    assert_eq!(open_files(std::process::id()).0, "256");
    let server = Server::start(&sqlite_db("files"), &["--max-connections", "20000"]);
    let (soft, hard) = open_files(server.pid());
    assert_eq!(soft, hard, "soft limit raised");
    let health = reqwest::get(format!("{}/health", server.url)).await.expect("health");
    assert_eq!(health.status().as_u16(), 200);
}

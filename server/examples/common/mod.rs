//! What the benchmarks share: the release server started as a child on a loopback port.

use std::io::{BufRead, BufReader};
use std::process::{Child, Command, Stdio};

/// `pallanguzhi-server` (beside the example's own directory) on 127.0.0.1:0 with `database`,
/// `args` and `RUST_LOG=log`: the child and its base URL, once it listens. Every client of a
/// benchmark comes from 127.0.0.1, so the caller lifts the per-address limits in `args`.
#[allow(dead_code)] // `load` starts its servers with `start_server_with`
pub fn start_server(database: &str, args: &[String], log: &str) -> (Child, String) {
    start_server_with(database, args, log, &Launch::default())
}

/// How to start the server: another binary (to measure an older build), and the CPUs
/// it may run on (`taskset -c`), so that it does not share a core with the load generator.
#[derive(Debug, Clone, Default)]
#[allow(dead_code)] // only `load` sets these
pub struct Launch {
    pub bin: Option<std::path::PathBuf>,
    pub cpus: Option<String>,
}

pub fn start_server_with(database: &str, args: &[String], log: &str, launch: &Launch) -> (Child, String) {
    let exe = std::env::current_exe().expect("the example's path");
    let bin = launch.bin.clone().unwrap_or_else(|| {
        exe.parent()
            .and_then(|p| p.parent())
            .expect("the target directory")
            .join("pallanguzhi-server")
    });
    let mut command = match &launch.cpus {
        Some(cpus) => {
            let mut c = Command::new("taskset");
            c.args(["-c", cpus]).arg(&bin);
            c
        }
        None => Command::new(&bin),
    };
    let mut child = command
        .args(["--listen", "127.0.0.1:0", "--database", database])
        .args(args)
        .env("RUST_LOG", log)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| {
            panic!(
                "start {}: {e} (cargo build --release -p pallanguzhi-server)",
                bin.display()
            )
        });
    let mut line = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut line)
        .expect("the server's first line");
    let url = format!("http://{}", line.trim().trim_start_matches("listening on "));
    (child, url)
}

//! The transport vector's server for the Kotlin and Swift suites (`tests/run.sh` starts it
//! beside the game server): `vector_server [VECTOR.json]` listens on a free loopback port
//! and prints its address on the first line of stdout.

#[path = "../tests/vector/server.rs"]
mod server;

use std::io::Write;

#[tokio::main(flavor = "current_thread")]
async fn main() -> Result<(), String> {
    let path = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "tests/vectors/transport.json".into());
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    let vector = server::Vector::parse(&text)?;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .map_err(|e| e.to_string())?;
    let addr = listener.local_addr().map_err(|e| e.to_string())?;
    println!("http://{addr}");
    std::io::stdout().flush().ok();
    axum::serve(listener, vector.router()).await.map_err(|e| e.to_string())
}

//! `pallanguzhi-server admin ...`: the operator's commands on the database (the same
//! `--database` / `--database-file` flags; the server may be running). Each prints what
//! it changed, and running it again changes nothing and says so. A running server
//! learns of them when it next reads the rows: a revoked device's token is refused at
//! its next request, and its open sockets close within a second (`kicks.rs`); a
//! renamed player's games show the new name once they are loaded again.

use crate::{accounts, names, now_ms, Config};
use sqlx::any::AnyPoolOptions;
use sqlx::{AnyPool, Executor, Row};
use std::fmt::Write;

#[derive(Debug, Clone, clap::Subcommand)]
pub enum Admin {
    /// List the reports and the deletion requests waiting, oldest first.
    Reports,
    /// Drop a handled report or deletion request (by the id `reports` shows).
    Dismiss { id: i64 },
    /// Give an account (its id or name) a new name; the word filter and bans apply.
    Rename { account: String, name: String },
    /// Delete an account (its id or name) as `DELETE /v1/me` does; its games in
    /// progress end on their clocks or by the opponent's claim.
    Delete { account: String },
    /// Refuse a name, and every name that looks like it, at sign-up and rename.
    BanName { name: String },
    /// Sign out every device of an account (its id or name), or one with `--device`.
    Revoke {
        account: String,
        #[arg(long)]
        device: Option<i64>,
    },
}

/// Run `cmd`: what it did, or why not.
pub async fn run(config: &Config, cmd: &Admin) -> Result<String, String> {
    let pool = connect(config).await.map_err(|e| format!("database: {e}"))?;
    let done = match cmd {
        Admin::Reports => reports(&pool).await,
        Admin::Dismiss { id } => dismiss(&pool, *id).await,
        Admin::Rename { account, name } => rename(&pool, config, account, name).await,
        Admin::Delete { account } => delete(&pool, account).await,
        Admin::BanName { name } => ban(&pool, name).await,
        Admin::Revoke { account, device } => revoke(&pool, account, *device).await,
    };
    pool.close().await;
    done
}

/// One connection, migrated like the server's (an existing SQLite file only: a typo
/// must not create an empty database).
async fn connect(config: &Config) -> Result<AnyPool, sqlx::Error> {
    sqlx::any::install_default_drivers();
    let url = config
        .database_url()
        .map_err(|e| sqlx::Error::Configuration(e.into()))?;
    let sqlite = !url.starts_with("postgres");
    let pool = AnyPoolOptions::new()
        .max_connections(1)
        .after_connect(move |conn, _| {
            Box::pin(async move {
                if sqlite {
                    // Wait for the running server's writes instead of failing `busy`.
                    conn.execute("PRAGMA busy_timeout=10000; PRAGMA foreign_keys=ON;")
                        .await?;
                }
                Ok(())
            })
        })
        .connect(&url)
        .await?;
    crate::db::migrator().run(&pool).await?;
    Ok(pool)
}

fn db(e: sqlx::Error) -> String {
    format!("database: {e}")
}

/// The live account named by `who`: an id, or a name (by look-alike key).
async fn account(pool: &AnyPool, who: &str) -> Result<(i64, String), String> {
    let rows = match who.trim().parse::<i64>() {
        Ok(id) => sqlx::query("SELECT id, name FROM accounts WHERE id = $1 AND deleted_ms IS NULL")
            .bind(id)
            .fetch_all(pool)
            .await
            .map_err(db)?,
        Err(_) => sqlx::query(
            "SELECT id, name FROM accounts WHERE (name_key = $1 OR name = $2) AND deleted_ms IS NULL ORDER BY id",
        )
        .bind(names::key(who.trim()))
        .bind(who.trim())
        .fetch_all(pool)
        .await
        .map_err(db)?,
    };
    let found: Vec<(i64, String)> = rows
        .iter()
        .map(|r| Ok((r.try_get("id")?, r.try_get("name")?)))
        .collect::<Result<_, sqlx::Error>>()
        .map_err(db)?;
    match found.as_slice() {
        [one] => Ok(one.clone()),
        [] => Err(format!("no account {who:?} (deleted accounts are not listed)")),
        many => Err(format!(
            "{} accounts are named {who:?}: give the id of one of {:?}",
            many.len(),
            many.iter().map(|a| a.0).collect::<Vec<_>>()
        )),
    }
}

async fn reports(pool: &AnyPool) -> Result<String, String> {
    let rows = sqlx::query(
        "SELECT r.id, r.reporter, r.reported, a.name, r.game_id, r.reason, r.created_ms FROM reports r \
         JOIN accounts a ON a.id = r.reported ORDER BY r.created_ms, r.id",
    )
    .fetch_all(pool)
    .await
    .map_err(db)?;
    let mut out = format!("{} reports\n", rows.len());
    for r in &rows {
        let line = (|| -> Result<String, sqlx::Error> {
            let game = r
                .try_get::<Option<i64>, _>("game_id")?
                .map_or(String::new(), |g| format!(" game {g}"));
            Ok(format!(
                "report {}: account {} reported account {} ({:?}) for {}{game} at {} ms\n",
                r.try_get::<i64, _>("id")?,
                r.try_get::<i64, _>("reporter")?,
                r.try_get::<i64, _>("reported")?,
                r.try_get::<String, _>("name")?,
                r.try_get::<String, _>("reason")?,
                r.try_get::<i64, _>("created_ms")?,
            ))
        })()
        .map_err(db)?;
        out.push_str(&line);
    }
    let rows =
        sqlx::query("SELECT id, name, contact, message, created_ms FROM deletion_requests ORDER BY created_ms, id")
            .fetch_all(pool)
            .await
            .map_err(db)?;
    let _ = writeln!(out, "{} deletion requests", rows.len());
    for r in &rows {
        let get = |c: &str| r.try_get::<String, _>(c).map_err(db);
        // Debug-quoted: what a stranger typed cannot forge lines or escape codes here.
        let _ = writeln!(
            out,
            "request {}: name {:?} contact {:?} message {:?} at {} ms",
            r.try_get::<i64, _>("id").map_err(db)?,
            get("name")?,
            get("contact")?,
            get("message")?,
            r.try_get::<i64, _>("created_ms").map_err(db)?,
        );
    }
    Ok(out)
}

async fn dismiss(pool: &AnyPool, id: i64) -> Result<String, String> {
    for (table, what) in [("reports", "report"), ("deletion_requests", "deletion request")] {
        let done = sqlx::query(&format!("DELETE FROM {table} WHERE id = $1"))
            .bind(id)
            .execute(pool)
            .await
            .map_err(db)?;
        if done.rows_affected() > 0 {
            return Ok(format!("dismissed {what} {id}\n"));
        }
    }
    Ok(format!("nothing to dismiss: no report or deletion request {id}\n"))
}

async fn rename(pool: &AnyPool, config: &Config, who: &str, wanted: &str) -> Result<String, String> {
    let (id, old) = account(pool, who).await?;
    let name = names::validate(wanted)?;
    if old == name {
        return Ok(format!("account {id} is already named {name:?}\n"));
    }
    let filter = names::Filter::load(config.name_blocklist.as_deref())?;
    if let Some(why) = accounts::name_refused(pool, &filter, &name).await.map_err(db)? {
        return Err(format!("{name:?}: {why}"));
    }
    let [a, b] = names::keys(&name);
    let clash = sqlx::query("SELECT id FROM accounts WHERE (name_key = $1 OR name_key = $2) AND id <> $3")
        .bind(a)
        .bind(b)
        .bind(id)
        .fetch_optional(pool)
        .await
        .map_err(db)?;
    if let Some(other) = clash {
        let other: i64 = other.try_get("id").map_err(db)?;
        return Err(format!("{name:?} looks like the name of account {other}"));
    }
    let key = config.unique_names.then(|| names::key(&name));
    sqlx::query("UPDATE accounts SET name = $1, name_key = $2 WHERE id = $3 AND deleted_ms IS NULL")
        .bind(&name)
        .bind(key)
        .bind(id)
        .execute(pool)
        .await
        .map_err(db)?;
    Ok(format!("renamed account {id} from {old:?} to {name:?}\n"))
}

async fn delete(pool: &AnyPool, who: &str) -> Result<String, String> {
    if let Ok(id) = who.trim().parse::<i64>() {
        let gone = sqlx::query("SELECT id FROM accounts WHERE id = $1 AND deleted_ms IS NOT NULL")
            .bind(id)
            .fetch_optional(pool)
            .await
            .map_err(db)?;
        if gone.is_some() {
            return Ok(format!("account {id} was already deleted\n"));
        }
    }
    let (id, name) = account(pool, who).await?;
    let count = |sql: &'static str| async move {
        let row = sqlx::query(sql).bind(id).fetch_one(pool).await.map_err(db)?;
        row.try_get::<i64, _>("n").map_err(db)
    };
    let devices = count("SELECT COUNT(*) AS n FROM devices WHERE account_id = $1").await?;
    let playing =
        count("SELECT COUNT(*) AS n FROM games WHERE (south = $1 OR north = $1) AND status = 'active'").await?;
    let mut tx = pool.begin().await.map_err(db)?;
    accounts::erase_rows(&mut tx, id, now_ms()).await.map_err(db)?;
    tx.commit().await.map_err(db)?;
    Ok(format!(
        "deleted account {id} ({name:?}): {devices} devices signed out; {playing} games in progress end on their clocks or by claim\n"
    ))
}

async fn ban(pool: &AnyPool, name: &str) -> Result<String, String> {
    let name = name.trim();
    if names::key(name).is_empty() {
        return Err("an empty name cannot be banned".into());
    }
    let done = sqlx::query(
        "INSERT INTO banned_names (name_key, name, created_ms) VALUES ($1, $2, $3) ON CONFLICT (name_key) DO NOTHING",
    )
    .bind(names::key(name))
    .bind(name)
    .bind(now_ms())
    .execute(pool)
    .await
    .map_err(db)?;
    let mut out = match done.rows_affected() {
        0 => format!("{name:?} was already banned\n"),
        _ => format!("banned {name:?} and names that look like it\n"),
    };
    let [a, b] = names::keys(name);
    let holders = sqlx::query("SELECT id FROM accounts WHERE (name_key = $1 OR name_key = $2) AND deleted_ms IS NULL")
        .bind(a)
        .bind(b)
        .fetch_all(pool)
        .await
        .map_err(db)?;
    for holder in holders {
        let id: i64 = holder.try_get("id").map_err(db)?;
        let _ = writeln!(out, "account {id} has it: `admin rename {id} NEW` to change it");
    }
    Ok(out)
}

async fn revoke(pool: &AnyPool, who: &str, device: Option<i64>) -> Result<String, String> {
    let (id, name) = account(pool, who).await?;
    let mut tx = pool.begin().await.map_err(db)?;
    let rows = match device {
        Some(device) => sqlx::query("SELECT id FROM devices WHERE account_id = $1 AND id = $2")
            .bind(id)
            .bind(device),
        None => sqlx::query("SELECT id FROM devices WHERE account_id = $1").bind(id),
    }
    .fetch_all(&mut *tx)
    .await
    .map_err(db)?;
    let now = now_ms();
    for row in &rows {
        let device: i64 = row.try_get("id").map_err(db)?;
        sqlx::query("DELETE FROM devices WHERE id = $1")
            .bind(device)
            .execute(&mut *tx)
            .await
            .map_err(db)?;
        // A running server closes the device's sockets within a second (`kicks.rs`).
        crate::kicks::record(&mut *tx, id, Some(device), now)
            .await
            .map_err(db)?;
    }
    tx.commit().await.map_err(db)?;
    Ok(format!(
        "signed out {} devices of account {id} ({name:?})\n",
        rows.len()
    ))
}

//! Glicko-2 ratings per rule set (skillratings), updated inside the
//! transaction that stores a game's result, so exactly once per game.
//!
//! Parameters (the usual Glicko-2 ones, as lichess uses them):
//! start 1500, deviation 350 (also the ceiling), volatility 0.06, tau 0.5
//! (a small-ish system constant: ratings move steadily, not wildly),
//! deviation floor 45 (a rating never becomes frozen); an entry is
//! provisional while its deviation is above 110 (about 10 games).
//!
//! Against farming (`docs/online.md`): a game of fewer than `--min-rated-moves`
//! (10) moves is unrated (it still counts in the statistics); one pair of accounts has at most `PAIR_GAMES_PER_DAY` rated games
//! in 24 hours; the leaderboard lists only players who are not provisional and
//! have played rated games against `BOARD_OPPONENTS` established opponents
//! (not provisional themselves at the time), so wins over fresh accounts never
//! put anyone there.

use crate::db::Tx;
use pallanguzhi_core::{Outcome, Side};
use skillratings::glicko2::{glicko2, Glicko2Config, Glicko2Rating};
use skillratings::Outcomes;
use sqlx::Row;

pub const START_RATING: f64 = 1500.0;
pub const START_DEVIATION: f64 = 350.0;
pub const START_VOLATILITY: f64 = 0.06;
pub const TAU: f64 = 0.5;
pub const MIN_DEVIATION: f64 = 45.0;
pub const PROVISIONAL_DEVIATION: f64 = 110.0;
/// A game shorter than this counts for nothing (an opening resignation or abandon).
pub const MIN_COUNTED_MOVES: u32 = 2;
/// Rated games one pair of accounts may play in 24 hours; more are unrated.
pub const PAIR_GAMES_PER_DAY: i64 = 3;
/// Established opponents a player needs before the leaderboard lists them.
pub const BOARD_OPPONENTS: i64 = 3;
const DAY_MS: i64 = 86_400_000;

pub fn provisional(deviation: f64) -> bool {
    deviation > PROVISIONAL_DEVIATION
}

struct Entry {
    rating: Glicko2Rating,
    wins: i64,
    losses: i64,
    draws: i64,
    streak: i64,
    best: i64,
    exists: bool,
}

async fn entry(tx: &mut Tx, account: i64, rules: &str) -> Result<Entry, sqlx::Error> {
    let row = sqlx::query(
        "SELECT rating, deviation, volatility, wins, losses, draws, streak, best_win_streak \
         FROM ratings WHERE account_id = $1 AND rules = $2",
    )
    .bind(account)
    .bind(rules)
    .fetch_optional(&mut **tx)
    .await?;
    Ok(match row {
        Some(r) => Entry {
            rating: Glicko2Rating {
                rating: r.try_get("rating")?,
                deviation: r.try_get("deviation")?,
                volatility: r.try_get("volatility")?,
            },
            wins: r.try_get("wins")?,
            losses: r.try_get("losses")?,
            draws: r.try_get("draws")?,
            streak: r.try_get("streak")?,
            best: r.try_get("best_win_streak")?,
            exists: true,
        },
        None => Entry {
            rating: Glicko2Rating {
                rating: START_RATING,
                deviation: START_DEVIATION,
                volatility: START_VOLATILITY,
            },
            wins: 0,
            losses: 0,
            draws: 0,
            streak: 0,
            best: 0,
            exists: false,
        },
    })
}

/// Record a finished game for both accounts: ratings and statistics.
pub async fn record(
    tx: &mut Tx,
    rules: &str,
    seats: [i64; 2],
    outcome: Outcome,
    moves: u32,
    now_ms: i64,
    min_rated_moves: u32,
) -> Result<(), sqlx::Error> {
    if moves < MIN_COUNTED_MOVES || seats[0] == seats[1] {
        return Ok(());
    }
    let rated = moves >= min_rated_moves && pair_games(tx, seats, now_ms).await? < PAIR_GAMES_PER_DAY;
    let mut south = entry(tx, seats[0], rules).await?;
    let mut north = entry(tx, seats[1], rules).await?;
    let established = |e: &Entry| e.exists && !provisional(e.rating.deviation);
    let (south_was, north_was) = (established(&south), established(&north));
    if rated {
        let result = match outcome {
            Outcome::Win { side: Side::South } => Outcomes::WIN,
            Outcome::Win { side: Side::North } => Outcomes::LOSS,
            Outcome::Draw => Outcomes::DRAW,
        };
        let config = Glicko2Config {
            tau: TAU,
            ..Glicko2Config::default()
        };
        let (s, n) = glicko2(&south.rating, &north.rating, &result, &config);
        south.rating = clamp(s);
        north.rating = clamp(n);
    }
    tally(&mut south, outcome, Side::South);
    tally(&mut north, outcome, Side::North);
    store(tx, seats[0], rules, &south).await?;
    store(tx, seats[1], rules, &north).await?;
    if rated {
        remember(tx, rules, seats, [south_was, north_was], now_ms).await?;
    }
    relist(tx, rules, seats).await
}

/// Keep `ratings.listed` true to the leaderboard's rule for both players, in the
/// transaction that changed their ratings: ranks count an index range (`stats.rs`).
/// A deleted account is never listed (deletion also clears it: `accounts::erase_rows`).
async fn relist(tx: &mut Tx, rules: &str, seats: [i64; 2]) -> Result<(), sqlx::Error> {
    sqlx::query(
        "UPDATE ratings SET listed = CASE WHEN deviation <= $1 \
         AND (SELECT COUNT(*) FROM rated_opponents o WHERE o.account_id = ratings.account_id \
         AND o.rules = ratings.rules) >= $2 \
         AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = ratings.account_id AND a.deleted_ms IS NOT NULL) \
         THEN 1 ELSE 0 END WHERE rules = $3 AND account_id IN ($4, $5)",
    )
    .bind(PROVISIONAL_DEVIATION)
    .bind(BOARD_OPPONENTS)
    .bind(rules)
    .bind(seats[0])
    .bind(seats[1])
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// A rated game: one more for the pair's daily cap, and each side's opponent
/// counted if it was established.
async fn remember(
    tx: &mut Tx,
    rules: &str,
    seats: [i64; 2],
    established: [bool; 2],
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    let [south_was, north_was] = established;
    let (low, high) = (seats[0].min(seats[1]), seats[0].max(seats[1]));
    sqlx::query("INSERT INTO rated_pairs (low, high, rules, played_ms) VALUES ($1, $2, $3, $4)")
        .bind(low)
        .bind(high)
        .bind(rules)
        .bind(now_ms)
        .execute(&mut **tx)
        .await?;
    for (account, opponent, counts) in [(seats[0], seats[1], north_was), (seats[1], seats[0], south_was)] {
        if counts {
            sqlx::query(
                "INSERT INTO rated_opponents (account_id, rules, opponent) VALUES ($1, $2, $3) \
                 ON CONFLICT DO NOTHING",
            )
            .bind(account)
            .bind(rules)
            .bind(opponent)
            .execute(&mut **tx)
            .await?;
        }
    }
    Ok(())
}

/// Rated games between these two accounts in the last 24 hours.
async fn pair_games(tx: &mut Tx, seats: [i64; 2], now_ms: i64) -> Result<i64, sqlx::Error> {
    let row = sqlx::query("SELECT COUNT(*) AS n FROM rated_pairs WHERE low = $1 AND high = $2 AND played_ms > $3")
        .bind(seats[0].min(seats[1]))
        .bind(seats[0].max(seats[1]))
        .bind(now_ms - DAY_MS)
        .fetch_one(&mut **tx)
        .await?;
    row.try_get("n")
}

fn clamp(mut r: Glicko2Rating) -> Glicko2Rating {
    r.deviation = r.deviation.clamp(MIN_DEVIATION, START_DEVIATION);
    r
}

fn tally(e: &mut Entry, outcome: Outcome, side: Side) {
    match outcome.winner() {
        None => {
            e.draws += 1;
            e.streak = 0;
        }
        Some(w) if w == side => {
            e.wins += 1;
            e.streak = e.streak.max(0) + 1;
            e.best = e.best.max(e.streak);
        }
        Some(_) => {
            e.losses += 1;
            e.streak = e.streak.min(0) - 1;
        }
    }
}

async fn store(tx: &mut Tx, account: i64, rules: &str, e: &Entry) -> Result<(), sqlx::Error> {
    let sql = if e.exists {
        "UPDATE ratings SET rating = $3, deviation = $4, volatility = $5, games = $6, wins = $7, \
         losses = $8, draws = $9, streak = $10, best_win_streak = $11 WHERE account_id = $1 AND rules = $2"
    } else {
        "INSERT INTO ratings (account_id, rules, rating, deviation, volatility, games, wins, losses, \
         draws, streak, best_win_streak) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)"
    };
    sqlx::query(sql)
        .bind(account)
        .bind(rules)
        .bind(e.rating.rating)
        .bind(e.rating.deviation)
        .bind(e.rating.volatility)
        .bind(e.wins + e.losses + e.draws)
        .bind(e.wins)
        .bind(e.losses)
        .bind(e.draws)
        .bind(e.streak)
        .bind(e.best)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streaks_count_wins_and_losses_in_a_row() {
        let mut e = Entry {
            rating: Glicko2Rating::new(),
            wins: 0,
            losses: 0,
            draws: 0,
            streak: 0,
            best: 0,
            exists: false,
        };
        for outcome in [
            Outcome::Win { side: Side::South },
            Outcome::Win { side: Side::South },
            Outcome::Draw,
        ] {
            tally(&mut e, outcome, Side::South);
        }
        assert_eq!((e.wins, e.draws, e.streak, e.best), (2, 1, 0, 2));
        tally(&mut e, Outcome::Win { side: Side::North }, Side::South);
        tally(&mut e, Outcome::Win { side: Side::North }, Side::South);
        assert_eq!((e.losses, e.streak, e.best), (2, -2, 2));
    }
}

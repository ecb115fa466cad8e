//! Glicko-2 ratings per rule set (skillratings), updated inside the
//! transaction that stores a game's result, so exactly once per game.
//!
//! Parameters (the usual Glicko-2 ones, as lichess uses them):
//! start 1500, deviation 350 (also the ceiling), volatility 0.06, tau 0.5
//! (a small-ish system constant: ratings move steadily, not wildly),
//! deviation floor 45 (a rating never becomes frozen); an entry is
//! provisional while its deviation is above 110 (about 10 games).
//!
//! Against farming (`docs/online.md`), decided by `decide` (pure: the facts are
//! read first, the clock passed in) and carried out by `record`:
//! - a game of fewer than `--min-rated-moves` (10) moves, or that lasted less than
//!   `--min-rated-game-s` (60) from its first move to its end, or a friendly game, is
//!   unrated (it still counts in the statistics), and the game row says why
//!   (`games.unrated`);
//! - one pair of accounts has at most `PAIR_GAMES_PER_DAY` rated games in 24 hours;
//! - an opponent is *proven* when it was established (not provisional) in these
//!   rules and its account at least `--min-opponent-age-days` (7) old when the game
//!   was played. A win or a draw over an account younger than that counts at zero
//!   weight: the player's rating stays as it was (`games.zero_weight` names the
//!   side); a loss counts as usual. So fresh accounts, a ring of them or a stock of
//!   them, can lower ratings but never raise one (F7 of the security read), and only
//!   proven opponents count toward the leaderboard;
//! - the leaderboard lists only players who are not provisional and have played
//!   rated games against `BOARD_OPPONENTS` distinct proven opponents.

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
/// Proven opponents a player needs before the leaderboard lists them.
pub const BOARD_OPPONENTS: i64 = 3;
pub const DAY_MS: i64 = 86_400_000;

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

/// The farming rules' settings (server options, `Config`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Policy {
    /// `--min-rated-moves`: fewer moves and the game is unrated.
    pub min_moves: u32,
    /// `--min-rated-game-s`, in ms: a shorter game (first move to end) is unrated.
    pub min_game_ms: i64,
    /// `--min-opponent-age-days`, in ms: a younger account is not a proven opponent.
    pub min_opponent_age_ms: i64,
}

/// Why a finished game changed no rating (`games.unrated`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unrated {
    /// Fewer than `MIN_COUNTED_MOVES`: not even in the statistics.
    Uncounted,
    /// One account on both seats: not even in the statistics.
    SameAccount,
    /// No clock: the players chose a game that is not rated.
    Friendly,
    FewMoves,
    TooFast,
    PairLimit,
}

impl Unrated {
    pub fn label(self) -> &'static str {
        match self {
            Unrated::Uncounted => "uncounted",
            Unrated::SameAccount => "same_account",
            Unrated::Friendly => "friendly",
            Unrated::FewMoves => "few_moves",
            Unrated::TooFast => "too_fast",
            Unrated::PairLimit => "pair_limit",
        }
    }
}

/// One seat's player as the decision needs it, read before the game's update.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Player {
    pub account: i64,
    /// Not provisional in these rules (an entry exists, deviation at most 110).
    pub established: bool,
    /// The account's creation (`accounts.created_ms`).
    pub created_ms: i64,
}

/// What is known of a finished game when its result is stored.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Finished {
    pub outcome: Outcome,
    /// South, North.
    pub players: [Player; 2],
    pub friendly: bool,
    pub moves: u32,
    /// When the first move was played (None: no move).
    pub first_move_ms: Option<i64>,
    /// Now: the end of the game.
    pub end_ms: i64,
    /// Rated games of this pair in the 24 hours before `end_ms`.
    pub pair_games_today: i64,
}

/// What storing a finished game does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verdict {
    /// Counted in the statistics (wins, losses, draws, streaks).
    pub counted: bool,
    /// None: rated.
    pub unrated: Option<Unrated>,
    /// South, North: the side's rating takes the game's update (false: it stays as it was).
    pub weighed: [bool; 2],
    /// South, North: the side's opponent joins its proven opponents (the leaderboard's condition).
    pub opponent_counts: [bool; 2],
}

impl Verdict {
    /// `games.zero_weight`: the sides of a rated game whose result counted at zero.
    pub fn zero_weight(&self) -> Option<&'static str> {
        if self.unrated.is_some() {
            return None;
        }
        match self.weighed {
            [false, false] => Some("both"),
            [false, true] => Some("south"),
            [true, false] => Some("north"),
            [true, true] => None,
        }
    }
}

/// Whether `player` is a proven opponent in a game played at `at_ms`: established in
/// these rules, and its account old enough that a ring cannot be made on the spot.
pub fn proven(player: &Player, at_ms: i64, policy: &Policy) -> bool {
    player.established && seasoned(player, at_ms, policy)
}

/// Whether `player`'s account is old enough that a win over it weighs: a ring or a stock
/// of accounts cannot be made on the spot. (Not whether it is established: two newcomers'
/// games move both ratings after their first week, and Glicko-2 already weighs an
/// uncertain opponent less; with `--min-opponent-age-days 0` every game weighs.)
pub fn seasoned(player: &Player, at_ms: i64, policy: &Policy) -> bool {
    at_ms - player.created_ms >= policy.min_opponent_age_ms
}

/// The farming rules, pure: whether the game counts, whether it is rated (and why not),
/// whose rating takes the update, and whose opponent counts toward the leaderboard.
pub fn decide(game: &Finished, policy: &Policy) -> Verdict {
    let nothing = |why| Verdict {
        counted: false,
        unrated: Some(why),
        weighed: [false; 2],
        opponent_counts: [false; 2],
    };
    if game.moves < MIN_COUNTED_MOVES {
        return nothing(Unrated::Uncounted);
    }
    if game.players[0].account == game.players[1].account {
        return nothing(Unrated::SameAccount);
    }
    let lasted = game.first_move_ms.map_or(0, |first| game.end_ms - first);
    let unrated = if game.friendly {
        Some(Unrated::Friendly)
    } else if game.moves < policy.min_moves {
        Some(Unrated::FewMoves)
    } else if lasted < policy.min_game_ms {
        Some(Unrated::TooFast)
    } else if game.pair_games_today >= PAIR_GAMES_PER_DAY {
        Some(Unrated::PairLimit)
    } else {
        None
    };
    if unrated.is_some() {
        return Verdict {
            counted: true,
            unrated,
            weighed: [false; 2],
            opponent_counts: [false; 2],
        };
    }
    let proven = game.players.map(|p| proven(&p, game.end_ms, policy));
    let seasoned = game.players.map(|p| seasoned(&p, game.end_ms, policy));
    let mut weighed = [true; 2];
    for side in Side::BOTH {
        let opponent = side.opponent().index();
        let lost = game.outcome.winner() == Some(side.opponent());
        // A win or draw over a too young account is worth nothing; a loss to one still costs.
        weighed[side.index()] = seasoned[opponent] || lost;
    }
    Verdict {
        counted: true,
        unrated: None,
        weighed,
        opponent_counts: [proven[1], proven[0]],
    }
}

/// The farming rules' facts about a finished game, read in its transaction: the
/// accounts' creation times, the first move's time and the pair's rated games today.
async fn facts(
    tx: &mut Tx,
    game_id: i64,
    seats: [i64; 2],
    now_ms: i64,
) -> Result<([i64; 2], Option<i64>, i64), sqlx::Error> {
    let mut created = [now_ms; 2];
    for (k, account) in seats.iter().enumerate() {
        let row = sqlx::query("SELECT created_ms FROM accounts WHERE id = $1")
            .bind(*account)
            .fetch_optional(&mut **tx)
            .await?;
        if let Some(row) = row {
            created[k] = row.try_get("created_ms")?;
        }
    }
    let first: Option<i64> = sqlx::query("SELECT MIN(played_ms) AS first FROM moves WHERE game_id = $1")
        .bind(game_id)
        .fetch_one(&mut **tx)
        .await?
        .try_get("first")?;
    let pair = pair_games(tx, seats, now_ms).await?;
    Ok((created, first, pair))
}

/// A finished game as `record` is told it.
pub struct Ended<'a> {
    pub game_id: i64,
    pub rules: &'a str,
    /// South, North.
    pub seats: [i64; 2],
    pub outcome: Outcome,
    pub moves: u32,
    pub friendly: bool,
    pub now_ms: i64,
}

/// Record a finished game for both accounts: ratings and statistics, as `decide` says;
/// the game row keeps why it was unrated or whose result counted at zero.
pub async fn record(tx: &mut Tx, game: &Ended<'_>, policy: &Policy) -> Result<Verdict, sqlx::Error> {
    let (rules, seats) = (game.rules, game.seats);
    let mut south = entry(tx, seats[0], rules).await?;
    let mut north = entry(tx, seats[1], rules).await?;
    let established = |e: &Entry| e.exists && !provisional(e.rating.deviation);
    let was = [established(&south), established(&north)];
    let (created, first_move_ms, pair_games_today) = facts(tx, game.game_id, seats, game.now_ms).await?;
    let finished = Finished {
        outcome: game.outcome,
        players: [0, 1].map(|k| Player {
            account: seats[k],
            established: was[k],
            created_ms: created[k],
        }),
        friendly: game.friendly,
        moves: game.moves,
        first_move_ms,
        end_ms: game.now_ms,
        pair_games_today,
    };
    let verdict = decide(&finished, policy);
    sqlx::query("UPDATE games SET unrated = $1, zero_weight = $2 WHERE id = $3")
        .bind(verdict.unrated.map(Unrated::label))
        .bind(verdict.zero_weight())
        .bind(game.game_id)
        .execute(&mut **tx)
        .await?;
    if !verdict.counted {
        return Ok(verdict);
    }
    if verdict.unrated.is_none() {
        let result = match game.outcome {
            Outcome::Win { side: Side::South } => Outcomes::WIN,
            Outcome::Win { side: Side::North } => Outcomes::LOSS,
            Outcome::Draw => Outcomes::DRAW,
        };
        let config = Glicko2Config {
            tau: TAU,
            ..Glicko2Config::default()
        };
        let (s, n) = glicko2(&south.rating, &north.rating, &result, &config);
        if verdict.weighed[0] {
            south.rating = clamp(s);
        }
        if verdict.weighed[1] {
            north.rating = clamp(n);
        }
    }
    tally(&mut south, game.outcome, Side::South);
    tally(&mut north, game.outcome, Side::North);
    store(tx, seats[0], rules, &south).await?;
    store(tx, seats[1], rules, &north).await?;
    if verdict.unrated.is_none() {
        remember(tx, rules, seats, verdict.opponent_counts, game.now_ms).await?;
    }
    relist(tx, rules, seats).await?;
    Ok(verdict)
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
/// counted if it was proven (`Verdict::opponent_counts`).
async fn remember(
    tx: &mut Tx,
    rules: &str,
    seats: [i64; 2],
    counts: [bool; 2],
    now_ms: i64,
) -> Result<(), sqlx::Error> {
    let (low, high) = (seats[0].min(seats[1]), seats[0].max(seats[1]));
    sqlx::query("INSERT INTO rated_pairs (low, high, rules, played_ms) VALUES ($1, $2, $3, $4)")
        .bind(low)
        .bind(high)
        .bind(rules)
        .bind(now_ms)
        .execute(&mut **tx)
        .await?;
    for (account, opponent, counts) in [(seats[0], seats[1], counts[0]), (seats[1], seats[0], counts[1])] {
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

    const NOW: i64 = 1_800_000_000_000;
    const POLICY: Policy = Policy {
        min_moves: 10,
        min_game_ms: 60_000,
        min_opponent_age_ms: 7 * DAY_MS,
    };

    /// An account `days` old, established or not.
    fn player(account: i64, established: bool, days: i64) -> Player {
        Player {
            account,
            established,
            created_ms: NOW - days * DAY_MS,
        }
    }

    /// A clocked game of 12 moves over two minutes: South wins.
    fn south_wins(south: Player, north: Player) -> Finished {
        Finished {
            outcome: Outcome::Win { side: Side::South },
            players: [south, north],
            friendly: false,
            moves: 12,
            first_move_ms: Some(NOW - 120_000),
            end_ms: NOW,
            pair_games_today: 0,
        }
    }

    #[test]
    fn a_win_over_a_fresh_account_is_worth_nothing_but_its_loss_still_counts() {
        let farmer = player(1, false, 0);
        let victim = player(2, false, 0);
        let v = decide(&south_wins(farmer, victim), &POLICY);
        assert_eq!((v.counted, v.unrated), (true, None));
        assert_eq!(v.weighed, [false, true], "the farmer gains nothing, the victim loses");
        assert_eq!(v.opponent_counts, [false, false]);
        assert_eq!(v.zero_weight(), Some("south"));
    }

    #[test]
    fn an_established_alt_younger_than_the_age_is_not_proven() {
        // A ring's alt, established in an afternoon of games among the ring: six days old.
        let farmer = player(1, true, 6);
        let alt = player(2, true, 6);
        let v = decide(&south_wins(farmer, alt), &POLICY);
        assert_eq!(v.weighed, [false, true]);
        assert_eq!(v.opponent_counts, [false, false]);
        // An account made a month ahead that never played: a win over it weighs (Glicko-2
        // weighs its uncertainty), but it is not proven, so it never counts for listing.
        let stocked = player(3, false, 30);
        let v = decide(&south_wins(farmer, stocked), &POLICY);
        assert_eq!(v.weighed, [true, true]);
        assert!(!v.opponent_counts[0]);
        // The age counts to the millisecond: seven days exactly is old enough.
        let mut alt = player(2, true, 7);
        assert!(proven(&alt, NOW, &POLICY));
        alt.created_ms += 1;
        assert!(!proven(&alt, NOW, &POLICY));
    }

    #[test]
    fn proven_players_gain_and_lose_as_usual_and_count_for_each_other() {
        let (a, b) = (player(1, true, 30), player(2, true, 400));
        let v = decide(&south_wins(a, b), &POLICY);
        assert_eq!(
            (v.unrated, v.weighed, v.opponent_counts),
            (None, [true, true], [true, true])
        );
        assert_eq!(v.zero_weight(), None);
        let mut draw = south_wins(a, b);
        draw.outcome = Outcome::Draw;
        assert_eq!(decide(&draw, &POLICY).weighed, [true, true]);
    }

    #[test]
    fn a_newcomer_who_beats_a_proven_player_gains_and_a_draw_with_a_newcomer_is_worth_nothing() {
        let (newcomer, veteran) = (player(1, false, 0), player(2, true, 90));
        let v = decide(&south_wins(newcomer, veteran), &POLICY);
        assert_eq!(v.weighed, [true, true], "the newcomer gains, the veteran loses");
        assert_eq!(
            v.opponent_counts,
            [true, false],
            "only the veteran counts as an opponent"
        );
        let mut draw = south_wins(newcomer, veteran);
        draw.outcome = Outcome::Draw;
        let v = decide(&draw, &POLICY);
        assert_eq!(v.weighed, [true, false]);
        assert_eq!(v.zero_weight(), Some("north"));
        let mut both = south_wins(newcomer, player(3, false, 0));
        both.outcome = Outcome::Draw;
        assert_eq!(decide(&both, &POLICY).zero_weight(), Some("both"));
    }

    #[test]
    fn fast_short_friendly_and_capped_games_are_counted_unrated_with_their_reason() {
        let (a, b) = (player(1, true, 30), player(2, true, 30));
        let base = south_wins(a, b);
        let unrated = |g: Finished| {
            let v = decide(&g, &POLICY);
            assert!(v.counted, "{g:?}");
            assert_eq!(
                (v.weighed, v.opponent_counts, v.zero_weight()),
                ([false; 2], [false; 2], None)
            );
            v.unrated
        };
        // The ring's game: 11 moves in 0.2 s.
        let fast = Finished {
            moves: 11,
            first_move_ms: Some(NOW - 200),
            ..base
        };
        assert_eq!(unrated(fast), Some(Unrated::TooFast));
        let just_short = Finished {
            first_move_ms: Some(NOW - 59_999),
            ..base
        };
        assert_eq!(unrated(just_short), Some(Unrated::TooFast));
        let just_long = Finished {
            first_move_ms: Some(NOW - 60_000),
            ..base
        };
        assert_eq!(decide(&just_long, &POLICY).unrated, None);
        assert_eq!(unrated(Finished { moves: 9, ..base }), Some(Unrated::FewMoves));
        assert_eq!(unrated(Finished { friendly: true, ..base }), Some(Unrated::Friendly));
        let capped = Finished {
            pair_games_today: PAIR_GAMES_PER_DAY,
            ..base
        };
        assert_eq!(unrated(capped), Some(Unrated::PairLimit));
        let under_cap = Finished {
            pair_games_today: PAIR_GAMES_PER_DAY - 1,
            ..base
        };
        assert_eq!(decide(&under_cap, &POLICY).unrated, None);
    }

    #[test]
    fn a_game_of_one_move_or_against_oneself_counts_for_nothing() {
        let a = player(1, true, 30);
        let one = Finished {
            moves: 1,
            ..south_wins(a, player(2, true, 30))
        };
        let v = decide(&one, &POLICY);
        assert_eq!((v.counted, v.unrated), (false, Some(Unrated::Uncounted)));
        let v = decide(&south_wins(a, a), &POLICY);
        assert_eq!((v.counted, v.unrated), (false, Some(Unrated::SameAccount)));
        assert_eq!(v.weighed, [false; 2]);
    }

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

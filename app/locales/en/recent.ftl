# The recent finished games on the statistics screen, to review (app/src/recent.rs).

recent-title = Recent games
recent-empty = Your finished games will be listed here, to review.
recent-review = Review
# $rules (a preset-* message), $south and $north (the names of each side)
recent-game = { $rules }: { $south } vs { $north }
recent-game-online = Online { $rules }: { $south } vs { $north }
recent-you-won = You won in { $moves ->
        [one] one move.
       *[other] { $moves } moves.
    }
recent-you-lost = You lost in { $moves ->
        [one] one move.
       *[other] { $moves } moves.
    }
recent-won = { $who } won in { $moves ->
        [one] one move.
       *[other] { $moves } moves.
    }
recent-drawn = Drawn in { $moves ->
        [one] one move.
       *[other] { $moves } moves.
    }
recent-item = { $title }. { $result } Review this game.

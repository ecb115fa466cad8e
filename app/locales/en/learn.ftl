# "Learn to play" and the review of a game (app/src/learn.rs, reviewing.rs).
# A lesson's own texts and its steps are in lessons.ftl.

learn-title = Learn to play { $rules }
learn-progress = { $done } of { $total } lessons done
learn-number = Lesson { $number } of { $total }
learn-item = Lesson { $number }: { $title }.
learn-item-done = Lesson { $number }: { $title }, done.
learn-you = You

## Review

review-title = Review of the game
grade-best = best
grade-good = good
grade-inaccuracy = inaccuracy
grade-mistake = mistake
grade-blunder = blunder
review-move = { $number }. { $who }, hole { $letter }
# $seeds (text: seed-count)
review-better = { $letter } was { $seeds } better.
review-better-slightly = { $letter } was slightly better.
review-better-result = { $letter } was better: this move changed the result of the game.
review-forced = The only move.
review-not-graded = not graded yet
review-grades = { $who }: best { $best }, good { $good }, inaccuracy { $inaccuracy }, mistake { $mistake }, blunder { $blunder }
review-grading = Grading move { $number } of { $total }…
review-paused = Paused: { $done } of { $total } moves graded.
review-complete = Review complete: { $total ->
        [one] one move graded.
       *[other] { $total } moves graded.
    }
review-played = { $who } played { $letter }.
review-start = The start of the game.
review-end = The end of the game.

## Refused

refused-no-lessons = There are no lessons for { $rules }.
refused-no-lesson = There is no lesson “{ $id }”.
refused-no-review = A review needs a finished game.
refused-no-such-move = There is no move { $number } to show.

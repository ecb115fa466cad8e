# « Apprendre à jouer » et l'analyse d'une partie (app/src/learn.rs, reviewing.rs).

learn-title = Apprendre à jouer au { $rules }
learn-progress = { $done ->
        [one] { $done } leçon faite sur { $total }
       *[other] { $done } leçons faites sur { $total }
    }
learn-number = Leçon { $number } sur { $total }
learn-item = Leçon { $number } : { $title }.
learn-item-done = Leçon { $number } : { $title }, faite.
learn-you = Vous

## Analyse

review-title = Analyse de la partie
grade-best = meilleur coup
grade-good = bon coup
grade-inaccuracy = imprécision
grade-mistake = erreur
grade-blunder = gaffe
review-move = { $number }. { $who }, trou { $letter }
review-better = { $letter } valait { $seeds } de plus.
review-better-slightly = { $letter } valait un peu mieux.
review-better-result = { $letter } valait mieux : ce coup a changé le résultat de la partie.
review-forced = Le seul coup possible.
review-not-graded = pas encore évalué
review-grades = { $who } : meilleur { $best }, bon { $good }, imprécision { $inaccuracy }, erreur { $mistake }, gaffe { $blunder }
review-grading = Évaluation du coup { $number } sur { $total }…
review-paused = En pause : { $done } coups évalués sur { $total }.
review-complete = Analyse terminée : { $total ->
        [one] un coup évalué.
       *[other] { $total } coups évalués.
    }
review-played = { $who } a joué { $letter }.
review-start = Le début de la partie.
review-end = La fin de la partie.

## Refus

refused-no-lessons = Il n'y a pas de leçons pour le { $rules }.
refused-no-lesson = Il n'y a pas de leçon « { $id } ».
refused-no-review = Une analyse suppose une partie terminée.
refused-no-such-move = Il n'y a pas de coup { $number } à montrer.

# Lessons (core/src/lesson): one short exercise per rule. Each lesson has a
# title, a goal, why the right move works (-right) and why a miss misses
# (-wrong). Steps tell a played move event by event; $hole, $holes, $empty and
# $opposite are hole letters, $side is south, north (or draw).

lesson-learn-to-play = Learn to play
lesson-hint = Hint: try hole { $hole }.
lesson-success = Well played: that is the move.
lesson-miss = Not this one. Watch what it did, then try again.

## Steps of a move

lesson-step-lift = You lift { $seeds ->
        [one] the seed
       *[other] the { $seeds } seeds
    } of { $hole } and sow one by one into { $holes }.
lesson-step-lift-store = You lift { $seeds ->
        [one] the seed
       *[other] the { $seeds } seeds
    } of { $hole } and sow one by one, into your own store too (never the other side's): { $holes }.
lesson-step-relay = The next hole, { $hole }, holds { $seeds ->
        [one] a seed
       *[other] { $seeds } seeds
    }: the relay lifts { $seeds ->
        [one] it
       *[other] them
    } and sows on into { $holes }.
lesson-step-pasu = { $hole } reaches { $seeds }: a pasu! The { $seeds } seeds go to { $side ->
        [south] South's
       *[north] North's
    } bowl.
lesson-step-capture = The next hole, { $empty }, is empty: the turn ends, and { $side ->
        [south] South takes
       *[north] North takes
    } the hole after it, { $hole }: { $seeds ->
        [one] one seed
       *[other] { $seeds } seeds
    }.
lesson-step-capture-nothing = The next hole, { $empty }, is empty: the turn ends. The hole after it, { $hole }, is empty too: nothing is taken.
lesson-step-opposite = The last seed fell in { $hole }, an empty pit of yours: it and the pit opposite, { $opposite }, go to your store: { $seeds } seeds.
lesson-step-opposite-empty = The last seed fell in { $hole }, an empty pit of yours, but the pit opposite, { $opposite }, is empty: only the last seed goes to your store.
lesson-step-extra-turn = The last seed fell in your store: you play again.
lesson-step-endless = The relay came back to a board it had already made; it would go round for ever, so the turn stops before { $hole }.
lesson-step-round-end = { $side ->
        [south] South has
       *[north] North has
    } no seed left to sow: the round is over. Every seed still on the board goes to its row's owner: South { $south }, North { $north }.
lesson-step-round-end-no-capture = Sixty moves in a row have captured nothing: the round is over. Every seed on the board goes to its row's owner: South { $south }, North { $north }.
lesson-step-row-empty = A row is empty: the game ends at once. The seeds left go to their row's owner: South { $south }, North { $north }.
lesson-step-refill = Round { $round }: each side fills its holes from its bowl, from its own left. { $side ->
        [south] South
       *[north] North
    } sows first.
lesson-step-refill-closed = Round { $round }: each side fills its holes from its bowl, from its own left; the holes it cannot fill are closed: { $holes }. { $side ->
        [south] South
       *[north] North
    } sows first.
lesson-step-game-end = { $side ->
        [south] South wins the game.
        [north] North wins the game.
       *[draw] The game is a draw.
    }

## Pallanguzhi

lesson-pallanguzhi-sowing-title = Sowing goes round the board
lesson-pallanguzhi-sowing-goal = Make the last seed you sow fall in North's hole B.
lesson-pallanguzhi-sowing-right = f holds 3 seeds. They go one by one to g, round the corner to North's A, then B. Sowing always goes counter-clockwise: along your row to your right, then along North's row.
lesson-pallanguzhi-sowing-wrong = Count the seeds: each falls in the next hole, counter-clockwise. The last seed of this hole does not reach B.

lesson-pallanguzhi-relay-title = The relay
lesson-pallanguzhi-relay-goal = Make the relay lift North's hole D.
lesson-pallanguzhi-relay-right = e sows f and g. The next hole, A, holds seeds: you lift them and sow on, into B and C. The next hole, D, holds seeds too: the relay lifts D. Your turn goes on as long as the hole after your last seed holds seeds.
lesson-pallanguzhi-relay-wrong = After your last seed, look at the next hole: if it holds seeds you lift them and go on; if it is empty your turn ends. This move's relay never reaches D.

lesson-pallanguzhi-capture-title = The capture past the empty hole
lesson-pallanguzhi-capture-goal = Capture at least 8 seeds.
lesson-pallanguzhi-capture-right = f sows its seed in g. The next hole, A, is empty: the turn ends, and you take the hole after it, B, with its 8 seeds, even though B is North's.
lesson-pallanguzhi-capture-wrong = The turn did end at an empty hole, but the hole after it held few seeds or none.

lesson-pallanguzhi-pasu-title = Pasu
lesson-pallanguzhi-pasu-goal = Make a pasu for yourself.
lesson-pallanguzhi-pasu-right = a sows b and c, and c reaches exactly 4: a pasu. A pasu goes at once to the bowl of the hole's owner, and c is yours.
lesson-pallanguzhi-pasu-wrong = No hole of yours reached exactly 4. A pasu is made whenever a sown seed brings a hole to 4, and it goes to the hole's owner.

lesson-pallanguzhi-pasu-to-them-title = A pasu for the other side
lesson-pallanguzhi-pasu-to-them-goal = North has two holes with 3 seeds. Find the move that gives North no pasu.
lesson-pallanguzhi-pasu-to-them-right = d sows e and f. The next hole, g, is empty, so you take A and its 3 seeds before any seed of yours can bring it to 4.
lesson-pallanguzhi-pasu-to-them-wrong = A seed of yours brought one of North's holes to 4: the pasu went to North, the hole's owner, not to you, the sower.

lesson-pallanguzhi-round-end-title = The end of a round
lesson-pallanguzhi-round-end-goal = End the round: leave North without a seed to sow.
lesson-pallanguzhi-round-end-right = f sows g. A is empty, so you take B, North's last seeds. North has nothing to sow and the round ends: every seed on the board goes to its row's owner, so the 8 seeds left in your row go to your bowl.
lesson-pallanguzhi-round-end-wrong = North still has seeds to sow, so the round goes on.

lesson-pallanguzhi-refill-title = Refilling from the bowl
lesson-pallanguzhi-refill-goal = End the round so that North must leave a hole closed in the next round.
lesson-pallanguzhi-refill-right = You take B's 3 seeds and North's row is empty. For the next round each side fills its holes from its bowl, 5 a hole, from its own left. North has 32 seeds: six holes, and 2 seeds stay in the bowl. Its hole G stays closed for the whole round.
lesson-pallanguzhi-refill-wrong = North still has seeds on its row, so the round goes on and nobody refills yet.

lesson-pallanguzhi-closed-title = Closed holes
lesson-pallanguzhi-closed-goal = Capture the 6 seeds of North's hole C.
lesson-pallanguzhi-closed-right = Holes g, F and G are closed this round: sowing, the relay and the capture skip them. e sows f, then, skipping g, A. The next open hole, B, is empty, so you take C: 6 seeds.
lesson-pallanguzhi-closed-wrong = Count only the open holes: a closed hole is skipped as if it were not there.

lesson-pallanguzhi-next-starter-title = Who starts the next round
lesson-pallanguzhi-next-starter-goal = End the round. North, who runs out, will start the next one.
lesson-pallanguzhi-next-starter-right = g drops its seed in A, which reaches 4: a pasu for North, A's owner. North's row is now empty and the round ends. The side that ran out of seeds, North, sows first in the next round.
lesson-pallanguzhi-next-starter-wrong = North still has seeds, so the round goes on.

lesson-pallanguzhi-cannot-refill-title = Losing by not filling a hole
lesson-pallanguzhi-cannot-refill-goal = Win the game now.
lesson-pallanguzhi-cannot-refill-right = You take B, North's last 2 seeds, and the round ends. North's bowl holds 3 seeds, fewer than the 5 a hole needs: North cannot fill a single hole, so it loses the game.
lesson-pallanguzhi-cannot-refill-wrong = North keeps seeds on its row, and the game goes on.

lesson-pallanguzhi-sixty-title = The 60-move rule
lesson-pallanguzhi-sixty-goal = 59 moves in a row have captured nothing. End the round now, while your row is full.
lesson-pallanguzhi-sixty-right = d sows e, f and g. A is empty, and so is B: nothing is taken. That makes 60 moves in a row without a capture, so the round ends and every seed goes to its row's owner. North, next to move, counts as the side that ran out and starts the next round.
lesson-pallanguzhi-sixty-wrong = This move captured seeds, so the count starts again from zero and the round goes on.

## Pallankuzhi

lesson-pallankuzhi-pasu-to-sower-title = Pallankuzhi: the pasu goes to the sower
lesson-pallankuzhi-pasu-to-sower-goal = Take a pasu from North's row.
lesson-pallankuzhi-pasu-to-sower-right = g drops its seed in North's A, which reaches 4. In Pallankuzhi a pasu goes to the sower, so it is yours. B is empty, so you also take C.
lesson-pallankuzhi-pasu-to-sower-wrong = No hole reached 4. In Pallankuzhi every hole you bring to 4, yours or North's, pays you.

lesson-pallankuzhi-six-a-hole-title = Pallankuzhi: six seeds a hole
lesson-pallankuzhi-six-a-hole-goal = Win the game now.
lesson-pallankuzhi-six-a-hole-right = You take B and North's row is empty. North is left with 5 seeds: in Pallanguzhi that would fill a hole, but Pallankuzhi fills 6 a hole, so North cannot fill one and loses.
lesson-pallankuzhi-six-a-hole-wrong = North keeps seeds on its row, and the game goes on.

lesson-pallankuzhi-next-starter-title = Pallankuzhi: the first move alternates
lesson-pallankuzhi-next-starter-goal = End the round. North started this one, so you will start the next.
lesson-pallankuzhi-next-starter-right = g brings A to 4: the pasu is yours, the sower's, and North's row is empty. North started this round, so you start the next: in Pallankuzhi the rounds' first move alternates, whoever ran out.
lesson-pallankuzhi-next-starter-wrong = North still has seeds, so the round goes on.

## Pallankuli

lesson-pallankuli-any-row-title = Pallankuli: either empty row ends the round
lesson-pallankuli-any-row-goal = End the round by emptying your own row.
lesson-pallankuli-any-row-right = f brings g to 4: a pasu for you, and your row is empty. A is empty, so you also take B. In Pallankuli a round ends after any move that leaves either row empty, yours included.
lesson-pallankuli-any-row-wrong = Both rows still hold seeds, so the round goes on.

lesson-pallankuli-six-a-hole-title = Pallankuli: six seeds a hole
lesson-pallankuli-six-a-hole-goal = Win the game now.
lesson-pallankuli-six-a-hole-right = You take B and North's row is empty. North is left with 5 seeds: in Pallanguzhi that would fill a hole, but Pallankuli fills 6 a hole, so North cannot fill one and loses.
lesson-pallankuli-six-a-hole-wrong = North keeps seeds on its row, and the game goes on.

lesson-pallankuli-next-starter-title = Pallankuli: the first move alternates
lesson-pallankuli-next-starter-goal = End the round. North started this one, so you will start the next.
lesson-pallankuli-next-starter-right = g brings A to 4: a pasu for North, A's owner, and North's row is empty, so the round ends. North started this round, so you start the next: in Pallankuli the rounds' first move alternates, whoever ran out.
lesson-pallankuli-next-starter-wrong = Both rows still hold seeds, so the round goes on.

## Pasu Pondi

lesson-pasu-pondi-clockwise-title = Pasu Pondi: sowing clockwise
lesson-pasu-pondi-clockwise-goal = Make the last seed you sow fall in North's hole G.
lesson-pasu-pondi-clockwise-right = In Pasu Pondi seeds go clockwise: from c to b and a, then round the corner to North's G.
lesson-pasu-pondi-clockwise-wrong = Sow to your left: toward a, then into North's G, F and on. The last seed of this hole does not fall in G.

lesson-pasu-pondi-relay-title = Pasu Pondi: the relay, clockwise
lesson-pasu-pondi-relay-goal = Make the relay lift North's hole D.
lesson-pasu-pondi-relay-right = c sows b and a. The next hole clockwise, North's G, holds seeds: you lift them and sow on, into F and E. The next hole, D, holds seeds too: the relay lifts D.
lesson-pasu-pondi-relay-wrong = After your last seed, look at the next hole clockwise: if it holds seeds you lift them and go on; if it is empty your turn ends. This move's relay never reaches D.

lesson-pasu-pondi-capture-title = Pasu Pondi: the capture past the empty hole
lesson-pasu-pondi-capture-goal = Capture at least 8 seeds.
lesson-pasu-pondi-capture-right = b sows its seed in a. The next hole clockwise, North's G, is empty: the turn ends, and you take the hole after it, F, with its 8 seeds.
lesson-pasu-pondi-capture-wrong = The turn did end at an empty hole, but the hole after it, clockwise, held few seeds or none.

lesson-pasu-pondi-next-starter-title = Pasu Pondi: who starts the next round
lesson-pasu-pondi-next-starter-goal = End the round so that you start the next one.
lesson-pasu-pondi-next-starter-right = b's seed brings a to 4: a pasu for you, and your row is empty. A round ends after any move that empties a row, and the side that ran out, you, starts the next one.
lesson-pasu-pondi-next-starter-wrong = Your row and North's still hold seeds: the round goes on.

## Kalah

lesson-kalah-extra-turn-title = Kalah: the extra turn
lesson-kalah-extra-turn-goal = Find the move that lets you play again.
lesson-kalah-extra-turn-right = c holds 4 seeds: they go to d, e, f and then your store. The last seed fell in your store, so you play again.
lesson-kalah-extra-turn-wrong = Count the 4 seeds: the last one does not fall in your store, so North plays next.

lesson-kalah-store-title = Kalah: your store, never North's
lesson-kalah-store-goal = Make the last seed you sow fall in your pit b.
lesson-kalah-store-right = f holds 9 seeds: one in your store, six in North's pits A to F, none in North's store, then a and b. b was empty, so you also take the pit opposite.
lesson-kalah-store-wrong = Count every seed: your own store gets one, North's store is skipped.

lesson-kalah-capture-title = Kalah: the capture opposite
lesson-kalah-capture-goal = Capture at least 2 seeds.
lesson-kalah-capture-right = a's seed falls in b, an empty pit of yours. It and the 6 seeds of E, the pit opposite, go to your store: 7 seeds.
lesson-kalah-capture-wrong = The last seed fell in an empty pit of yours, but the pit opposite was empty: only the last seed goes to your store.

lesson-kalah-game-end-title = Kalah: the end of the game
lesson-kalah-game-end-goal = Win the game now.
lesson-kalah-game-end-right = a's last seed falls in d, which was empty: you take it and C's 5, North's last seeds. North's row is empty, so the game ends at once, and the seeds left in your row go to your store: 28 to 20.
lesson-kalah-game-end-wrong = The game goes on. When a row empties, count both stores and the seeds each side keeps in its row.

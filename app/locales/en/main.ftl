# Every sentence and label the app core formats, in English (the fallback language).
# One message per id; every language has the same ids with the same variables
# (app/tests/catalogue.rs checks it). Counts come in as numbers and pick their
# plural form by CLDR rules; names, letters and seed counts already worded come in as text.

## Words

# $count (number)
seed-count = { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}
side-south = South
side-north = North
# A pass-and-play seat with no name: $side (text), $number (number)
side-seat = { $side } { $number }
# Two seats of one side: $first, $second (text)
two-names = { $first } & { $second }
# The seat of a two-seat side whose turn it is: $number (number), $side (text), $who (text)
seat-turn = Seat { $number } of { $side }: { $who }
level-easy = Easy
level-medium = Medium
level-hard = Hard
level-expert = Expert
# $level (text)
computer = Computer ({ $level })
# The name of a person against the computer who gave none.
player = Player

## The board, for screen readers

# $letter (text)
hole-yours = Your hole { $letter }
# $who (text), $letter (text)
hole-of = { $who }'s hole { $letter }
# $hole (text: hole-yours or hole-of)
hole-closed = { $hole }, closed
# $hole (text), $seeds (text: seed-count)
hole-seeds = { $hole }, { $seeds }
hole-legal = { $hole }, { $seeds }, can be played
# $seeds (text)
bowl-yours = Your bowl, { $seeds }
# $who (text), $seeds (text)
bowl-of = { $who }'s bowl, { $seeds }
why-playable = Double-tap to sow
# $who (text)
why-wait = Not your turn: { $who } is to move
why-other-side = This hole is on the other side
why-closed = This hole is closed this round
why-empty = This hole is empty
why-over = The game is over
why-sowing = Seeds are being sown

## Turns

# $who (text), $letter (text)
sowed = { $who } sowed hole { $letter }.
# $count (number)
pasus = { $count ->
    [one] { $count } pasu.
   *[other] { $count } pasus.
}
# $who (text), $seeds (text)
took = { $who } took { $seeds }.
# $who (text)
extra-turn = { $who } plays again.
endless = Endless relay stopped.
# $round (number), $south_name, $north_name (text: the players of each side), $south, $north (text: seed-count)
round-over = Round { $round } over: { $south_name } { $south }, { $north_name } { $north }.
# $who (text: the side that ran out)
round-end-empty-row = { $who } ran out of seeds.
round-end-no-capture = Too long without a capture.
move-limit = The move limit was reached.
# $round (number), $who (text)
new-round = Round { $round }, { $who } starts.
# $round (number)
round-title = Round { $round } is over
# $who (text: the players of a side), $seeds (text)
swept = { $who } swept { $seeds } into their bowl.
# $who (text: the players of a side), $seeds, $left (text: seed-count)
refilled = { $who } fills their holes with { $seeds }; { $left } in their bowl.
# $count (number): the seeds left in the bowl after a refill
seeds-left = { $count ->
    [one] { $count } seed stays
   *[other] { $count } seeds stay
}
# $letters (text)
closed-holes = Closed this round: { $letters }.
# $who (text)
won = { $who } wins the game.
draw = The game is a draw.
# $south, $north (number)
# $south_name, $north_name (text: the players of each side), $south, $north (numbers: their bowls)
score = { $south_name } { $south } – { $north_name } { $north }
# The result card, from the player's side.
result-you-won = You won
result-you-lost = You lost
# $mine, $theirs (numbers: the bowls), $them (text: the opponent's names)
result-score-won = You won { $mine }–{ $theirs } against { $them }.
# $mine, $theirs (numbers: the bowls), $them (text: the opponent's names)
result-score-lost = You lost { $mine }–{ $theirs } to { $them }.
# $mine, $theirs (numbers: the bowls), $them (text: the opponent's names)
result-score-draw = You drew { $mine }–{ $theirs } with { $them }.
game-end-cannot-refill = A side could not fill a single hole for the next round.
game-end-round-limit = The round limit was reached; the fuller bowl wins.
game-end-row-empty = A row is empty; the remaining seeds went to their row's owner.
# $who (text)
resigned = { $who } resigned.
draw-agreed = Draw by agreement.
# $who (text)
draw-offered = { $who } offers a draw.
draw-declined = Draw declined; play on.
# $who (text)
to-move = { $who } to move.
# $who (text)
thinking = { $who } is thinking…
finding-hint = Looking for a good move…

## Hints

reason-wins = It wins the game.
reason-extra-turn = It gives you another turn.
# $seeds (text)
reason-captures = It captures { $seeds }.
# $count (number)
reason-pasu = { $count ->
    [one] It makes a pasu for you.
   *[other] It makes { $count } pasus for you.
}
reason-empties = It empties your opponent's row.
reason-only-move = It is the only move.
reason-best-position = It leaves the best position.
# $letter (text), $why (text: a reason-* message)
hint = Hint: hole { $letter }. { $why }

## The status line while a turn is shown, one per animation frame

# $who (text), $letter (text)
sows-from = { $who } sows from { $letter }.
# $who (text), $seeds (text: the seeds still in hand)
sowing = { $who } sows, { $seeds } in hand.
# $who (text), $letter (text), $seeds (text)
relays = { $who } lifts { $seeds } from { $letter } and sows on.
# $who (text), $letter (text), $seeds (text)
pasu-in = Pasu in { $letter }: { $who } takes { $seeds }.
# $letter (text)
nothing-taken = Hole { $letter } is empty: nothing to take.

## Files

save-refused = The saved game could not be read; it was kept aside.
write-failed = The game could not be saved.

## Online

bad-server = The server address must start with http:// or https://.
# $who (text)
abandoned = { $who } was away too long: the win was claimed.
away-draw = A player was away too long: the draw was claimed.
need-account = Choose a name to play online first.
# $code (text)
join-after-sign-up = Choose a name to play online; then you join board { $code }.
draw-offer-sent = You offered a draw; waiting for your opponent's answer.
bad-code = That is not a board code: six letters and digits, like QRTW34.
not-connected = Not connected to the server: try again once reconnected.
online-wait = Wait for your turn.
# $why (text, from the server)
server-refused = The server refused: { $why }
conn-idle = Not connected.
conn-busy = Asking the server…
conn-connecting = Connecting…
conn-waiting-for-guest = Waiting for your opponent: share the code.
conn-playing = Connected.
conn-opponent-away = Your opponent is away.
# $attempt (number)
conn-reconnecting = Connection lost; reconnecting (try { $attempt })…
conn-finished = The game is over.
conn-failed = Cannot reach the server. Try again.
conn-suspended = Paused.
net-unreachable = The server does not answer. Check the network and the server address.
net-unknown-room = No board has this code.
net-room-full = This board already has two players.
net-unauthorized = The server does not know this device's account. Check the server address.
net-protocol = The server answered something unexpected.
# $delta (text: signed, like +12)
rating-change = Rating { $delta }
# $code (text), $link (text)
share = Play Pallanguzhi with me: board { $code }, { $link }
# $side (text: side-south or side-north)
you-play-first = You play { $side } (you move first).
you-play = You play { $side }.

## Refusals: an event that made no sense now (a notice; nothing changed)

refused-no-game = There is no game.
refused-nothing-to-continue = There is no game to continue.
# $language (text: the code asked for)
refused-unknown-language = Unknown language “{ $language }”.
refused-no-rematch = A rematch needs a finished game.
# $side (text), $seats (number)
refused-too-many-seats = { $side } has { $seats } seats; at most two.
# A table with nobody on a side: $side (text)
refused-no-seat = { $side } has no seat: every side needs someone to play it.
refused-no-person = Only the computer sits at this table: a game needs a person.
refused-no-hint = No hint now.
refused-nothing-to-undo = Nothing to undo.
refused-nothing-to-redo = Nothing to redo.
refused-no-resign = There is no game to resign.
refused-no-draw-now = A draw can be offered in pass-and-play, between turns.
refused-no-draw-offered = No draw was offered.
refused-no-online-game = There is no online game.
refused-nothing-to-retry = There is no online game to reconnect.

## Rule sets: each one's name, and its rules as paragraphs (one a line)

preset-pallanguzhi = Pallanguzhi
preset-pallankuzhi = Pallankuzhi
preset-pallankuli = Pallankuli
preset-pasu-pondi = Pasu Pondi
preset-kalah = Kalah
summary-pallanguzhi = The default: 5 seeds a hole; a pasu goes to the hole's owner.
summary-pallankuzhi = 6 seeds a hole; a pasu goes to the sower.
summary-pallankuli = 6 seeds a hole; a round ends as soon as a row is empty.
summary-pasu-pondi = 5 seeds a hole, sown clockwise.
summary-kalah = 6 pits of 4 seeds and two stores; a last seed in your store plays again.
rules-pallanguzhi =
    Pallanguzhi (the default). Two rows of seven holes, 5 seeds in each (70). South sows first.
    A turn: lift every seed of one of your open holes and sow them one by one, counter-clockwise, into the following open holes.
    Pasu: whenever a seed brings a hole to exactly 4, those 4 go to the bowl of the hole's owner.
    Relay: when the last seed falls, look at the next hole. If it holds seeds, lift them and keep sowing. If it is empty, the turn ends and you take the hole after it.
    Round end: when the side to move has no seeds (or after 60 moves without a capture), every seed left goes to the bowl of its row. Each side refills its holes, 5 a hole, from its bowl; holes it cannot fill stay closed for the round. The side that ran out starts. A side that cannot fill one hole loses.
    After 12 rounds or 1000 moves, the fuller bowl wins.
rules-pallankuzhi =
    Pallankuzhi. As Pallanguzhi, but 6 seeds a hole (84) and refills of 6 a hole (a side with fewer than 6 loses). A pasu goes to the sower, and the starter of the next round alternates.
rules-pallankuli =
    Pallankuli. As Pallankuzhi, but the pasu goes to the hole's owner, and the round ends after any move that leaves either row empty (if both are empty, the side that just moved ran out). The starter of the next round alternates.
rules-pasu-pondi =
    Pasu Pondi. As Pallanguzhi (5 seeds, pasu to the owner), but sowing is clockwise, and the round ends after any move that leaves either row empty. The side that ran out starts the next round.
rules-kalah =
    Kalah (6 pits, 4 seeds). Sow counter-clockwise, one seed per place, into your own store but never the opponent's. Last seed in your store: you move again. Last seed in an empty pit of yours: it and the opposite pit's seeds go to your store. When either row is empty the game ends, every seed left goes to its row's owner, and more seeds win.

## Statistics

# $rules (text: a preset-* message), $opponent (text: a level-* message or opponent-person)
stats-title = { $rules } vs { $opponent }
opponent-person = A person

## Online: leaderboard, draw offer, leaving

# $rank (number), $rating (number)
my-rank = Your rank: { $rank } ({ $rating } points)
# $rating (number)
my-rank-provisional = Not ranked yet: your rating of { $rating } points is provisional. Play more rated games to join the leaderboard.
# $rating (number)
my-rank-unlisted = Not on the leaderboard yet: your rating is { $rating } points. Play rated games against more established players.
no-rank = You have no rank in these rules yet.
no-ranked-players = No ranked player yet.
leave-online-question = Leave this game?
leave-online-warning = The game goes on without you: your opponent may claim the win.
label-leave = Leave
label-stay = Stay

## The move clock, watching, deleting the account (issue 26)

# $who (text)
lost-on-time = { $who } ran out of time: the game is lost on time.
# $days, $hours (numbers)
clock-days = { $days } d { $hours } h
# $n (number)
clock-seconds = { $n } s
clock-minutes = { $n } min
clock-day-count = { $n ->
    [one] { $n } day
   *[other] { $n } days
}
# $time (text: clock-seconds, clock-minutes or clock-day-count)
clock-choice = { $time } a move
clock-none = No clock (a friendly game, not rated)
# $count (number)
watchers = { $count ->
    [one] { $count } person watching
   *[other] { $count } people watching
}
# $name (text)
delete-account-confirm = Delete the online account { $name }? The name becomes free, this device forgets the account, and your finished games stay, as "deleted player".
account-deleted = The online account was deleted.

## Watching a game from the apps (issue 26)

bad-watch-link = That is not a watch link: it looks like https://play.pallanguzhi.app/watch/42, or a game number like 42.
watch-while-playing = Finish or leave your online game before watching another.
# $id (number)
watch-after-sign-up = Choose a name to go online; then you watch game { $id }.
watch-only = You are watching: only the players move.
watch-title = Watching a game
# $south, $north (text)
watch-players = { $south } (South) against { $north } (North)
watch-waiting = Waiting for the second player to join.
watch-leave = Stop watching
watch-prompt = Watch a game: its watch link or number
watch-open = Watch

## The invitation a share link opens (issue 34)

# $host (a player's name)
invite-title = { $host } invites you to play
invite-loading = Opening the invitation…
# $rules (text: a preset-* message)
invite-rules = Rules: { $rules }
invite-no-clock = No clock: take your time
invite-rated = Rated: the result counts for both ratings
invite-unrated = Friendly: not rated
invite-side-first = You play South and move first.
# $host (a player's name)
invite-side-second = You play North; { $host } moves first.
# $host (a player's name)
invite-join = Join { $host }'s game
invite-name-needed = Type your name first.
invite-full = This game has already started: both seats are taken.
invite-finished = This game is over.
invite-unknown = This invitation is no longer valid: the room was closed or has expired, or the link is wrong.
invite-failed = The invitation could not be opened.

## The Account screen (one account on every device) and a game's players

account-title = Your online account
account-playing-as = Playing as { $name }
account-devices = Devices signed in
account-loading = Asking the server for the devices…
account-platform-android = Android phone or tablet
account-platform-ios = iPhone or iPad
account-platform-web = Browser
account-platform-cli = Command line
account-platform-other = Other device
account-this-device = { $name } (this device)
account-dates = Added { $added } · last seen { $seen }
account-remove = Remove
account-remove-question = Sign { $name } out?
account-remove-warning = That device forgets the account. It can be linked again with a new code.
account-device-gone = That device was already signed out.
account-link = Link another device
account-link-code-text = On the other device, scan the square code with the camera or open the link; or choose "I already have an account" and type this code. It works once, for { $minutes } minutes.
account-qr-label = QR code of the sign-in link: open it with the other device's camera
account-recovery = Recovery code
account-recovery-text = Write this code down and keep it safe: it signs a new device in if you lose this one. It is shown only now, and a new code replaces it.
account-delete = Delete my account
account-privacy = Privacy: what the server keeps
account-delete-page = Delete an account without the app
account-blocked = Players you block
account-sign-in-title = I already have an account
account-sign-in-label = Link code or recovery code
account-sign-in-hint = On a device that is signed in, open the account and choose "Link another device", or type your recovery code.
account-sign-in = Sign in
account-signed-in = This device is signed in as { $name }.
account-signed-already = This device already has an account.
account-code-bad = A link code has 10 letters and digits; a recovery code has 20.
account-code-wrong = This code is wrong, already used or expired. Ask the other device for a new one.
account-too-many = Too many tries. Wait a minute, then try again.
account-report-name = Report: offensive name
account-report-cheating = Report: cheating
account-report-behaviour = Report: stalling or harassing
account-report-other = Report: something else
account-reported = Reported. Thank you: the operator reads every report.
account-block = Block { $name }
account-unblock = Unblock { $name }
account-block-question = Block { $name }?
account-block-warning = { $name } can no longer join your boards or send you offers. You can unblock them in your account.
account-block-confirm = Block
account-blocked-note = Blocked
# $who (text: the opponent's name)
rematch-waiting = Rematch offered to { $who }; waiting for the answer.
# $who (text: the opponent's name)
rematch-offered = { $who } offers a rematch.
rematch-declined = No rematch: it was declined, or a player left.

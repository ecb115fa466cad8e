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
# $round (number), $south, $north (text: seed-count)
round-over = Round { $round } over: { side-south } { $south }, { side-north } { $north }.
# $who (text: the side that ran out)
round-end-empty-row = { $who } ran out of seeds.
round-end-no-capture = Too long without a capture.
move-limit = The move limit was reached.
# $round (number), $who (text)
new-round = Round { $round }, { $who } starts.
# $round (number)
round-title = Round { $round } is over
# $side (text), $seeds (text)
swept = { $side } swept { $seeds } into its bowl.
# $side (text), $seeds, $left (text: seed-count)
refilled = { $side } fills its holes with { $seeds }; { $left } stay in its bowl.
# $letters (text)
closed-holes = Closed this round: { $letters }.
# $who (text)
won = { $who } wins the game.
draw = The game is a draw.
# $south, $north (number)
score = { side-south } { $south } – { side-north } { $north }
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

# The phone shells' own labels (Android, iOS) that the browser has no use for;
# the shared ones are in web.ftl. `Texts::labels` hands them over with the others,
# and `Texts::label` formats the ones with variables.

## The game, the home screen and the settings
ui-continue-game = Continue
ui-your-side-sows-first = Your side (South sows first)
ui-opponent = Opponent
ui-opponent-person = A person
ui-seats-per-side = Players per side
ui-thinking = The computer is thinking…
ui-stats-line = Games { $games } · won { $wins } · lost { $losses } · drawn { $draws } · streak { $streak } (best { $best })
ui-haptics = Vibrate on captures
ui-bowls-line = Bowls: South { $south } · North { $north }
ui-tagline-phone = The Tamil relay-sowing game
ui-language-os = System
# This language, in its own words (the same in every language's list of languages).
ui-language-name = English
ui-accept-draw = Accept the draw
ui-decline-draw = Play on
ui-move-round = Move { $move } · round { $round }
ui-more-actions = More

## Online play
ui-online-signed-in = Playing as { $name }
ui-new-board = New board
ui-online-create-button = Create the board
ui-online-join = Join a board
ui-online-code = Board code
ui-online-server = Server
ui-online-server-url = Server address
ui-online-server-default = Default: { $address }
ui-online-server-save = Save the address
ui-online-server-reset = Use the default
ui-online-share = Share the code
ui-online-leave = Leave
ui-online-away = { $name } is away
ui-online-present = { $name } is connected
ui-online-you = { $name } (you)
ui-online-player = Player
ui-online-stats = Online
ui-offline-stats = On this device
ui-online-stats-line = Games { $games } · won { $wins } · lost { $losses } · drawn { $draws } · rating { $rating }
ui-online-provisional = provisional
ui-online-refresh = Refresh
ui-online-delete = Delete
ui-online-cancel = Cancel

## iOS only so far (Android would use the same ids for the same labels)
ui-computer = Computer
ui-names = Names
ui-next-round = Next round
ui-south-player = South player
ui-north-player = North player
ui-south-player-n = South player { $number }
ui-north-player-n = North player { $number }
ui-notice = Notice
ui-people-per-side = People per side: { $count }
ui-reduce-motion = Reduce Motion in the system settings always makes the sowing instant.
ui-see-board = See the board
ui-games-line = Games { $games }: { $wins } won, { $losses } lost, { $draws } drawn
ui-streak-line = Streak { $streak }, best { $best }
ui-games-count = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
ui-you = (you)
ui-account = Account
ui-away = Away
ui-back-to-lobby = Back to the lobby
ui-back-to-game = Back to the game
ui-best-players = Best players
ui-my-rank = My rank
ui-no-online-games = No online games yet.
ui-rating-line = Rating { $rating }
ui-name-shown = Your name is shown to your opponents and on the leaderboard.
ui-seat-computer-level = Computer ({ $level })

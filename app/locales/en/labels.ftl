# Every label a shell shows as it is (buttons, headings, fields), one set for Android, iOS and
# the browser, named after what the view shows: `Texts::labels` hands every `ui-` message to the
# shells, and `Texts::label` formats the ones with variables. Dialog and screen actions get theirs
# from the core (`ActionView::label`).

ui-title = Pallanguzhi
# The local-network permission's reason (iOS's NSLocalNetworkUsageDescription, shown before
# the core runs: ios/App/<lang>.lproj/InfoPlist.strings, written by
# ios/scripts/infoplist-strings.py with ui-title as the app's name; tests/release.py checks them).
ui-local-network-usage = Pallanguzhi connects to a game server on your local network when you enter its address for online play.
ui-tagline = The Tamil mancala game, in your browser.
ui-new-game = New game
ui-continue = Continue the game
ui-rule-set = Rule set
ui-against-computer = Against the computer
ui-pass-and-play = Pass and play
ui-level = Level
ui-your-side = Your side
ui-random = Random
ui-your-name = Your name
ui-south-first = South (moves first)
ui-start = Start
ui-hint = Hint
ui-undo = Undo
ui-redo = Redo
ui-resign = Resign
ui-offer-draw = Offer a draw
ui-rematch = Rematch
ui-home = Home
ui-skip = Skip the animation
ui-ok = OK
ui-close = Close
ui-board = Board
ui-moves = Moves played
ui-statistics = Statistics
ui-no-stats = No games played yet.
ui-games = Games
ui-wins = Wins
ui-losses = Losses
ui-draws = Draws
ui-streak = Streak
ui-best-streak = Best streak
ui-rules = Rules
ui-settings = Settings
ui-speed = Animation speed
ui-speed-slow = Slow
ui-speed-normal = Normal
ui-speed-fast = Fast
ui-speed-instant = Instant
ui-language = Language
ui-language-system = As the browser
ui-colour-safe = Colour-safe palette
ui-sound = Sound
ui-volume = Volume
ui-online = Play online
ui-online-name = Your online name
ui-sign-up = Create my account
ui-create-room = Create a board
ui-join-code = Code or link
ui-join = Join
ui-share = Share this link
ui-copy-link = Copy the link
ui-link-copied = Link copied.
ui-copy = Copy the link
ui-leaderboard = Leaderboard
ui-my-rating = My rating
ui-retry = Try again
ui-claim-win = Claim the win
ui-claim-draw = Claim a draw
ui-leave = Leave the game
ui-rating = Rating
ui-rank = Rank
ui-name = Name
ui-clock = Clock
ui-delete-account = Delete my account

## The new-game table: one or two seats a side, each a person or the computer
ui-table = Around a table
ui-seat-nobody = Nobody
ui-seat-person = A person
ui-seat-computer = The computer
ui-seat-name = Name

## Learn to play and the review
ui-learn = Learn to play
ui-lesson-start-next = Start the next lesson
ui-lesson-next = Next lesson
ui-lesson-again = Again
ui-lesson-skip = Show at once
ui-lesson-steps = How it went
ui-lessons = Lessons
ui-rules-lessons = Learn it by playing:
ui-review = Review the game
ui-review-back = Back
ui-review-forward = Next move
ui-review-pause = Pause
ui-review-resume = Resume
ui-review-costliest = The moves that cost the most
ui-review-moves = Every move

## The game, the home screen and the settings
ui-continue-game = Continue
ui-your-side-sows-first = Your side (South sows first)
ui-opponent = Opponent
ui-opponent-person = A person
ui-seats-per-side = Players per side
ui-thinking = The computer is thinking…
ui-stats-line = Games { $games } · won { $wins } · lost { $losses } · drawn { $draws } · streak { $streak } (best { $best })
ui-haptics = Vibrate on captures
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
ui-account-devices = Account and devices
ui-have-account = I already have an account
ui-report-or-block = Report or block a player
ui-accept-rematch = Accept the rematch
ui-decline-rematch = Decline

# Every label a shell shows as it is (buttons, headings, fields), one set for Android, iOS and
# the browser, named after what the view shows: `Texts::labels` hands every `ui-` message to the
# shells, and `Texts::label` formats the ones with variables. Dialog and screen actions get theirs
# from the core (`ActionView::label`).

ui-title = பல்லாங்குழி
ui-local-network-usage = இணையத்தில் ஆட உங்கள் உள்ளூர் வலையமைப்பில் உள்ள ஒரு சேவையகத்தின் முகவரியை உள்ளிடும்போது, பல்லாங்குழி அந்தச் சேவையகத்துடன் இணைகிறது.
ui-tagline = தமிழரின் பல்லாங்குழி, உங்கள் உலாவியில்.
ui-new-game = புதிய ஆட்டம்
ui-continue = ஆட்டத்தைத் தொடர்க
ui-rule-set = விதிமுறை
ui-against-computer = கணினியுடன்
ui-pass-and-play = ஒரே கருவியில் பலர்
ui-level = நிலை
ui-your-side = உங்கள் பக்கம்
ui-random = தற்செயலாக
ui-your-name = உங்கள் பெயர்
ui-south-first = தெற்கு (முதலில் ஆடும்)
ui-start = தொடங்கு
ui-hint = குறிப்பு
ui-undo = செயல்தவிர்
ui-redo = மீண்டும் செய்
ui-resign = விட்டுக்கொடு
ui-offer-draw = சமநிலை கேள்
ui-rematch = மறு ஆட்டம்
ui-home = முகப்பு
ui-skip = அசைவூட்டத்தைத் தவிர்
ui-ok = சரி
ui-close = மூடு
ui-board = பலகை
ui-moves = ஆடிய நகர்வுகள்
ui-statistics = புள்ளிவிவரம்
ui-no-stats = இன்னும் ஆட்டம் இல்லை.
ui-games = ஆட்டங்கள்
ui-wins = வெற்றிகள்
ui-losses = தோல்விகள்
ui-draws = சமநிலைகள்
ui-streak = தொடர் வெற்றி
ui-best-streak = சிறந்த தொடர்
ui-rules = விதிகள்
ui-settings = அமைப்புகள்
ui-speed = அசைவூட்ட வேகம்
ui-speed-slow = மெதுவாக
ui-speed-normal = இயல்பாக
ui-speed-fast = வேகமாக
ui-speed-instant = உடனே
ui-language = மொழி
ui-language-system = உலாவியின் மொழி
ui-colour-safe = நிறக்குருடுக்கு ஏற்ற நிறங்கள்
ui-sound = ஒலி
ui-volume = ஒலியளவு
ui-online = இணையத்தில் ஆடு
ui-online-name = இணையப் பெயர்
ui-sign-up = கணக்கைத் தொடங்கு
ui-create-room = பலகையை உருவாக்கு
ui-join-code = குறியீடு அல்லது இணைப்பு
ui-join = சேர்
ui-share = இந்த இணைப்பைப் பகிருங்கள்
ui-copy-link = இணைப்பை நகலெடு
ui-link-copied = இணைப்பு நகலெடுக்கப்பட்டது.
ui-copy = இணைப்பை நகலெடு
ui-leaderboard = தரவரிசை
ui-my-rating = என் மதிப்பீடு
ui-retry = மீண்டும் முயல்
ui-claim-win = வெற்றியைக் கோரு
ui-claim-draw = சமநிலையைக் கோரு
ui-leave = ஆட்டத்திலிருந்து வெளியேறு
ui-rating = மதிப்பீடு
ui-rank = இடம்
ui-name = பெயர்
ui-clock = கடிகாரம்
ui-delete-account = என் கணக்கை நீக்கு

## புதிய ஆட்டத்தின் மேசை
ui-table = ஒரு மேசையைச் சுற்றி
ui-seat-nobody = யாரும் இல்லை
ui-seat-person = ஒரு நபர்
ui-seat-computer = கணினி
ui-seat-name = பெயர்

## Learn to play and the review
ui-learn = ஆடக் கற்றுக்கொள்ளுங்கள்
ui-lesson-start-next = அடுத்த பாடத்தைத் தொடங்கு
ui-lesson-next = அடுத்த பாடம்
ui-lesson-again = மீண்டும்
ui-lesson-skip = உடனே காட்டு
ui-lesson-steps = நடந்தது எப்படி
ui-lessons = பாடங்கள்
ui-rules-lessons = ஆடியே கற்றுக்கொள்ளுங்கள்:
ui-review = ஆட்டத்தை மதிப்பாய்வு செய்
ui-review-back = பின்
ui-review-forward = அடுத்த நகர்வு
ui-review-pause = இடைநிறுத்து
ui-review-resume = தொடர்
ui-review-costliest = அதிக இழப்பு தந்த நகர்வுகள்
ui-review-moves = எல்லா நகர்வுகளும்

## The game, the home screen and the settings
ui-continue-game = தொடர்
ui-your-side-sows-first = உங்கள் பக்கம் (தெற்கு முதலில்)
ui-opponent = எதிராளி
ui-opponent-person = ஒரு நபர்
ui-seats-per-side = ஒரு பக்க ஆட்டக்காரர்கள்
ui-thinking = கணினி யோசிக்கிறது…
ui-stats-line = ஆட்டங்கள் { $games } · வெற்றி { $wins } · தோல்வி { $losses } · சமம் { $draws } · தொடர் { $streak } (சிறந்தது { $best })
ui-haptics = பிடிப்பில் அதிர்வு
ui-tagline-phone = தமிழ்ச் சுற்று விதைப்பு ஆட்டம்
ui-language-os = கணினி மொழி
# This language, in its own words (the same in every language's list of languages).
ui-language-name = தமிழ்
ui-accept-draw = சமநிலை ஏற்கிறேன்
ui-decline-draw = தொடர்ந்து ஆடு
ui-move-round = நகர்வு { $move } · சுற்று { $round }
ui-more-actions = மேலும்

## Online play
ui-online-signed-in = { $name } என்ற பெயரில் ஆடுகிறீர்கள்
ui-new-board = புதிய பலகை
ui-online-create-button = பலகையை உருவாக்கு
ui-online-join = பலகையில் சேர்
ui-online-code = பலகைக் குறியீடு
ui-online-server = சேவையகம்
ui-online-server-url = சேவையக முகவரி
ui-online-server-default = இயல்புநிலை: { $address }
ui-online-server-save = முகவரியைச் சேமி
ui-online-server-reset = இயல்புநிலையைப் பயன்படுத்து
ui-online-share = குறியீட்டைப் பகிர்
ui-online-leave = வெளியேறு
ui-online-away = { $name } இல்லை
ui-online-present = { $name } இணைப்பில் உள்ளார்
ui-online-you = { $name } (நீங்கள்)
ui-online-player = ஆட்டக்காரர்
ui-online-stats = இணையத்தில்
ui-offline-stats = இந்தச் சாதனத்தில்
ui-online-stats-line = ஆட்டங்கள் { $games } · வெற்றி { $wins } · தோல்வி { $losses } · சமநிலை { $draws } · மதிப்பீடு { $rating }
ui-online-provisional = தற்காலிகம்
ui-online-refresh = புதுப்பி
ui-online-delete = நீக்கு
ui-online-cancel = ரத்து

## iOS only so far (Android would use the same ids for the same labels)
ui-computer = கணினி
ui-names = பெயர்கள்
ui-next-round = அடுத்த சுற்று
ui-south-player = தெற்கு ஆட்டக்காரர்
ui-north-player = வடக்கு ஆட்டக்காரர்
ui-south-player-n = தெற்கு ஆட்டக்காரர் { $number }
ui-north-player-n = வடக்கு ஆட்டக்காரர் { $number }
ui-notice = அறிவிப்பு
ui-people-per-side = ஒரு பக்கத்துக்கு நபர்கள்: { $count }
ui-reduce-motion = கணினி அமைப்புகளில் 'இயக்கத்தைக் குறை' இயக்கப்பட்டால் விதைப்பு எப்போதும் உடனடியாக இருக்கும்.
ui-see-board = பலகையைப் பார்
ui-games-line = ஆட்டங்கள் { $games }: { $wins } வெற்றி, { $losses } தோல்வி, { $draws } சமநிலை
ui-streak-line = தொடர் { $streak }, சிறந்தது { $best }
ui-games-count = { $count ->
    [one] { $count } ஆட்டம்
   *[other] { $count } ஆட்டங்கள்
}
ui-you = (நீங்கள்)
ui-account = கணக்கு
ui-away = இல்லை
ui-back-to-lobby = கூடத்துக்குத் திரும்பு
ui-back-to-game = ஆட்டத்துக்குத் திரும்பு
ui-best-players = சிறந்த ஆட்டக்காரர்கள்
ui-my-rank = என் இடம்
ui-no-online-games = இன்னும் இணைய ஆட்டம் இல்லை.
ui-rating-line = மதிப்பீடு { $rating }
ui-name-shown = உங்கள் பெயர் எதிராளிகளுக்கும் தரவரிசையிலும் காட்டப்படும்.
ui-seat-computer-level = கணினி ({ $level })
ui-account-devices = கணக்கும் சாதனங்களும்
ui-have-account = எனக்கு ஏற்கெனவே கணக்கு உள்ளது
ui-report-or-block = ஆட்டக்காரர் மீது புகார் அல்லது தடை
ui-accept-rematch = மறு ஆட்டத்தை ஏற்கிறேன்
ui-decline-rematch = மறுக்கிறேன்

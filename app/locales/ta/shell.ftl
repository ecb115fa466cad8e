# The phone shells' own labels (Android, iOS); the shared ones are in web.ftl.

## The game, the home screen and the settings
ui-continue-game = தொடர்
ui-your-side-sows-first = உங்கள் பக்கம் (தெற்கு முதலில்)
ui-opponent = எதிராளி
ui-opponent-person = ஒரு நபர்
ui-seats-per-side = ஒரு பக்க ஆட்டக்காரர்கள்
ui-thinking = கணினி யோசிக்கிறது…
ui-stats-line = ஆட்டங்கள் { $games } · வெற்றி { $wins } · தோல்வி { $losses } · சமம் { $draws } · தொடர் { $streak } (சிறந்தது { $best })
ui-haptics = பிடிப்பில் அதிர்வு
ui-bowls-line = கிண்ணங்கள்: தெற்கு { $south } · வடக்கு { $north }
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

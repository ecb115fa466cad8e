# Every sentence and label the app core formats, in Tamil. Same ids and variables as
# en/main.ftl (see its comments).
#
# Tamil counts seeds as காய் (plural காய்கள்): it is the word players use for the
# counters of Pallanguzhi (and of other board games), whatever they are made of:
# tamarind seeds, manjadi seeds or cowries. விதை is a seed for planting, which reads
# oddly of a counter taken into a bowl.

## சொற்கள்

seed-count = { $count ->
    [one] { $count } காய்
   *[other] { $count } காய்கள்
}
side-south = தெற்கு
side-north = வடக்கு
side-seat = { $side } { $number }
two-names = { $first } மற்றும் { $second }
seat-turn = { $side } இருக்கை { $number }: { $who }
level-easy = எளிது
level-medium = நடுத்தரம்
level-hard = கடினம்
level-expert = நிபுணர்
computer = கணினி ({ $level })
player = ஆட்டக்காரர்

## பலகை, திரை வாசிப்பான்களுக்கு

hole-yours = உங்கள் குழி { $letter }
hole-of = { $who } குழி { $letter }
hole-closed = { $hole }, மூடப்பட்டது
hole-seeds = { $hole }, { $seeds }
hole-legal = { $hole }, { $seeds }, ஆடலாம்
bowl-yours = உங்கள் கிண்ணம், { $seeds }
bowl-of = { $who } கிண்ணம், { $seeds }
why-playable = விதைக்க இருமுறை தட்டவும்
why-wait = உங்கள் முறை அல்ல: { $who } ஆட வேண்டும்
why-other-side = இது எதிர்ப் பக்கக் குழி
why-closed = இந்தச் சுற்றில் இந்தக் குழி மூடப்பட்டது
why-empty = இந்தக் குழி காலியாக உள்ளது
why-over = ஆட்டம் முடிந்தது
why-sowing = காய்கள் விதைக்கப்படுகின்றன

## நகர்வுகள்

sowed = { $who } குழி { $letter }-ஐ விதைத்தார்.
pasus = { $count } பசு.
took = { $who } { $seeds } எடுத்தார்.
extra-turn = { $who } மீண்டும் ஆடுகிறார்.
endless = முடிவில்லா சுற்று நிறுத்தப்பட்டது.
round-over = சுற்று { $round } முடிந்தது: { side-south } { $south }, { side-north } { $north }.
round-end-empty-row = { $who } பக்கம் காய்கள் தீர்ந்தன.
round-end-no-capture = நீண்ட நேரம் எதுவும் எடுக்கப்படவில்லை.
move-limit = நகர்வு வரம்பு எட்டப்பட்டது.
new-round = சுற்று { $round }, { $who } தொடங்குகிறது.
round-title = சுற்று { $round } முடிந்தது
swept = { $side } தன் கிண்ணத்தில் { $seeds } சேர்த்தது.
refilled = { $side } தன் குழிகளை { $seeds } கொண்டு நிரப்புகிறது; கிண்ணத்தில் { $left } மீதம்.
seeds-left = { $count ->
    [one] { $count } காய்
   *[other] { $count } காய்கள்
}
closed-holes = இந்தச் சுற்றில் மூடிய குழிகள்: { $letters }.
won = { $who } வென்றது.
draw = ஆட்டம் சமநிலை.
# $south_name, $north_name (text: the players of each side), $south, $north (numbers: their bowls)
score = { $south_name } { $south } – { $north_name } { $north }
# The result card, from the player's side.
result-you-won = நீங்கள் வென்றீர்கள்
result-you-lost = நீங்கள் தோற்றீர்கள்
# $mine, $theirs (numbers: the bowls), $them (text: the opponent's names)
result-score-won = { $them } உடன் { $mine }–{ $theirs } என நீங்கள் வென்றீர்கள்.
# $mine, $theirs (numbers: the bowls), $them (text: the opponent's names)
result-score-lost = { $them } உடன் { $mine }–{ $theirs } என நீங்கள் தோற்றீர்கள்.
# $mine, $theirs (numbers: the bowls), $them (text: the opponent's names)
result-score-draw = { $them } உடன் { $mine }–{ $theirs } என சமநிலை.
game-end-cannot-refill = ஒரு பக்கம் அடுத்த சுற்றுக்கு ஒரு குழியையும் நிரப்ப முடியவில்லை.
game-end-round-limit = சுற்று வரம்பு எட்டப்பட்டது; நிறைந்த கிண்ணம் வெல்லும்.
game-end-row-empty = ஒரு வரிசை காலியானது; மீதிக் காய்கள் அவற்றின் வரிசைக்காரருக்குச் சென்றன.
resigned = { $who } விட்டுக்கொடுத்தார்.
draw-agreed = இருவரும் ஒப்புக்கொண்டதால் சமநிலை.
draw-offered = { $who } சமநிலையை முன்மொழிகிறார்.
draw-declined = சமநிலை மறுக்கப்பட்டது; ஆட்டம் தொடர்கிறது.
to-move = { $who } ஆட வேண்டும்.
thinking = { $who } யோசிக்கிறது…
finding-hint = நல்ல நகர்வைத் தேடுகிறது…

## குறிப்புகள்

reason-wins = இது ஆட்டத்தை வெல்லும்.
reason-extra-turn = இது மீண்டும் ஆட வாய்ப்பு தரும்.
reason-captures = இது { $seeds } எடுக்கும்.
reason-pasu = இது உங்களுக்கு { $count } பசு தரும்.
reason-empties = இது எதிரியின் வரிசையைக் காலியாக்கும்.
reason-only-move = இது ஒன்றே ஆடக்கூடிய நகர்வு.
reason-best-position = இது சிறந்த நிலையைத் தரும்.
hint = குறிப்பு: குழி { $letter }. { $why }

## நகர்வு காட்டப்படும்போது நிலை வரி

sows-from = { $who } குழி { $letter }-இலிருந்து விதைக்கிறார்.
sowing = { $who } விதைக்கிறார், கையில் { $seeds }.
relays = { $who } குழி { $letter }-இலிருந்து { $seeds } எடுத்துத் தொடர்கிறார்.
pasu-in = குழி { $letter }-இல் பசு: { $who } { $seeds } எடுக்கிறார்.
nothing-taken = குழி { $letter } காலி: எடுக்க எதுவும் இல்லை.

## கோப்புகள்

save-refused = சேமித்த ஆட்டத்தைப் படிக்க முடியவில்லை; அது தனியே வைக்கப்பட்டது.
write-failed = ஆட்டத்தைச் சேமிக்க முடியவில்லை.

## இணையம்

bad-server = சேவையக முகவரி http:// அல்லது https:// என்று தொடங்க வேண்டும்.
abandoned = { $who } நீண்ட நேரம் வரவில்லை: வெற்றி கோரப்பட்டது.
away-draw = ஒரு ஆட்டக்காரர் நீண்ட நேரம் வரவில்லை: சமநிலை கோரப்பட்டது.
need-account = இணையத்தில் ஆட முதலில் ஒரு பெயரைத் தேர்ந்தெடுங்கள்.
join-after-sign-up = இணையத்தில் ஆட ஒரு பெயரைத் தேர்ந்தெடுங்கள்; பிறகு { $code } பலகையில் சேர்வீர்கள்.
draw-offer-sent = நீங்கள் சமநிலையை முன்மொழிந்தீர்கள்; எதிராளியின் பதிலுக்குக் காத்திருக்கிறது.
bad-code = இது பலகைக் குறியீடு அல்ல: QRTW34 போல ஆறு எழுத்துகளும் எண்களும்.
not-connected = சேவையகத்துடன் இணைப்பு இல்லை: மீண்டும் இணைந்ததும் முயலுங்கள்.
online-wait = உங்கள் முறைக்குக் காத்திருங்கள்.
server-refused = சேவையகம் மறுத்தது: { $why }
conn-idle = இணைக்கப்படவில்லை.
conn-busy = சேவையகத்திடம் கேட்கிறது…
conn-connecting = இணைக்கிறது…
conn-waiting-for-guest = எதிராளிக்குக் காத்திருக்கிறது: குறியீட்டைப் பகிருங்கள்.
conn-playing = இணைக்கப்பட்டது.
conn-opponent-away = உங்கள் எதிராளி இல்லை.
conn-reconnecting = இணைப்பு துண்டிக்கப்பட்டது; மீண்டும் இணைக்கிறது (முயற்சி { $attempt })…
conn-finished = ஆட்டம் முடிந்தது.
conn-failed = சேவையகத்தை அடைய முடியவில்லை. மீண்டும் முயலுங்கள்.
conn-suspended = இடைநிறுத்தப்பட்டது.
net-unreachable = சேவையகம் பதிலளிக்கவில்லை. இணையத்தையும் சேவையக முகவரியையும் சரிபாருங்கள்.
net-unknown-room = இந்தக் குறியீட்டில் பலகை இல்லை.
net-room-full = இந்தப் பலகையில் ஏற்கெனவே இரண்டு ஆட்டக்காரர்கள் உள்ளனர்.
net-unauthorized = இந்தச் சாதனத்தின் கணக்கு சேவையகத்துக்குத் தெரியவில்லை. சேவையக முகவரியைச் சரிபாருங்கள்.
net-protocol = சேவையகம் எதிர்பாராத பதில் தந்தது.
rating-change = மதிப்பீடு { $delta }
share = என்னுடன் பல்லாங்குழி ஆடுங்கள்: பலகை { $code }, { $link }
you-play-first = நீங்கள் ஆடுவது { $side } (நீங்கள் முதலில் ஆடுவீர்கள்).
you-play = நீங்கள் ஆடுவது { $side }.

## மறுப்புகள்

refused-no-game = ஆட்டம் எதுவும் இல்லை.
refused-nothing-to-continue = தொடர ஆட்டம் எதுவும் இல்லை.
refused-unknown-language = தெரியாத மொழி “{ $language }”.
refused-no-rematch = மறு ஆட்டத்துக்கு முடிந்த ஆட்டம் வேண்டும்.
refused-too-many-seats = { $side } பக்கத்தில் { $seats } இடங்கள்; இரண்டு வரைதான்.
refused-no-seat = { $side } பக்கத்தில் யாரும் இல்லை: ஒவ்வொரு பக்கத்துக்கும் ஒருவர் வேண்டும்.
refused-no-person = இந்த மேசையில் கணினி மட்டுமே உள்ளது: ஆட்டத்துக்கு ஒரு மனிதர் வேண்டும்.
refused-no-hint = இப்போது குறிப்பு இல்லை.
refused-nothing-to-undo = திரும்பப் பெற எதுவும் இல்லை.
refused-nothing-to-redo = மீண்டும் ஆட எதுவும் இல்லை.
refused-no-resign = விட்டுக்கொடுக்க ஆட்டம் எதுவும் இல்லை.
refused-no-draw-now = ஒரே சாதனத்தில் ஆடும்போது, நகர்வுகளுக்கு இடையில் சமநிலையை முன்மொழியலாம்.
refused-no-draw-offered = சமநிலை எதுவும் முன்மொழியப்படவில்லை.
refused-no-online-game = இணைய ஆட்டம் எதுவும் இல்லை.
refused-nothing-to-retry = மீண்டும் இணைக்க இணைய ஆட்டம் எதுவும் இல்லை.

## Rule sets: each one's name, and its rules as paragraphs (one a line)

preset-pallanguzhi = பல்லாங்குழி
preset-pallankuzhi = பல்லங்குழி
preset-pallankuli = பல்லாங்குளி
preset-pasu-pondi = பசு பொண்டி
preset-kalah = கலாஹ்
summary-pallanguzhi = இயல்பு: குழிக்கு 5 காய்கள்; பசு குழியின் உரிமையாளருக்கு.
summary-pallankuzhi = குழிக்கு 6 காய்கள்; பசு விதைப்பவருக்கு.
summary-pallankuli = குழிக்கு 6 காய்கள்; ஒரு வரிசை காலியானதும் சுற்று முடியும்.
summary-pasu-pondi = குழிக்கு 5 காய்கள், கடிகாரத் திசையில் விதைப்பு.
summary-kalah = 4 காய்களுடன் 6 குழிகள், இரண்டு சேமிப்புகள்; கடைசிக் காய் உங்கள் சேமிப்பில் விழுந்தால் மீண்டும் ஆடுங்கள்.
rules-pallanguzhi =
    பல்லாங்குழி (இயல்பு). ஏழு குழிகள் கொண்ட இரண்டு வரிசைகள், ஒவ்வொன்றிலும் 5 காய்கள் (70). தெற்கு முதலில் ஆடும்.
    ஒரு நகர்வு: உங்கள் திறந்த குழி ஒன்றின் எல்லாக் காய்களையும் எடுத்து, கடிகார எதிர்த் திசையில் அடுத்த திறந்த குழிகளில் ஒவ்வொன்றாகப் போடுங்கள்.
    பசு: ஒரு காய் ஒரு குழியை சரியாக 4 ஆக்கும்போது, அந்த 4 காய்களும் அந்தக் குழியின் உரிமையாளரின் கிண்ணத்துக்குப் போகும்.
    தொடர்ச்சி: கடைசிக் காய் விழுந்ததும் அடுத்த குழியைப் பாருங்கள். அதில் காய்கள் இருந்தால் அவற்றை எடுத்துத் தொடருங்கள். காலியாக இருந்தால் நகர்வு முடியும்; அதற்கு அடுத்த குழியை நீங்கள் எடுப்பீர்கள்.
    சுற்று முடிவு: ஆட வேண்டிய பக்கத்திடம் காய்கள் இல்லாதபோது (அல்லது 60 நகர்வுகள் எதுவும் எடுக்காதபோது), மீதமுள்ள காய்கள் அவற்றின் வரிசையின் கிண்ணத்துக்குப் போகும். ஒவ்வொரு பக்கமும் தன் கிண்ணத்திலிருந்து குழிக்கு 5 வீதம் நிரப்பும்; நிரப்ப முடியாத குழிகள் அந்தச் சுற்று முழுவதும் மூடியிருக்கும். காய் தீர்ந்த பக்கம் தொடங்கும். ஒரு குழியும் நிரப்ப முடியாத பக்கம் தோற்கும்.
    12 சுற்றுகள் அல்லது 1000 நகர்வுகளுக்குப் பிறகு, நிறைந்த கிண்ணம் வெல்லும்.
rules-pallankuzhi =
    பல்லாங்குழி (6 காய்). பல்லாங்குழி போலவே, ஆனால் குழிக்கு 6 காய்கள் (84), மீண்டும் நிரப்புவதும் குழிக்கு 6 (6-க்குக் குறைவாக உள்ள பக்கம் தோற்கும்). பசு விதைப்பவருக்குப் போகும்; அடுத்த சுற்றைத் தொடங்குபவர் மாறி மாறி வருவார்.
rules-pallankuli =
    பல்லாங்குளி. 6 காய் பல்லாங்குழி போலவே, ஆனால் பசு குழியின் உரிமையாளருக்குப் போகும்; எந்த வரிசையாவது காலியாகும் நகர்வுக்குப் பின் சுற்று முடியும் (இரண்டும் காலியானால், இப்போது ஆடிய பக்கமே காய் தீர்ந்ததாகக் கொள்ளப்படும்). அடுத்த சுற்றைத் தொடங்குபவர் மாறி மாறி வருவார்.
rules-pasu-pondi =
    பசு போண்டி. பல்லாங்குழி போலவே (5 காய்கள், பசு உரிமையாளருக்கு), ஆனால் கடிகாரத் திசையில் விதைக்க வேண்டும்; எந்த வரிசையாவது காலியாகும் நகர்வுக்குப் பின் சுற்று முடியும். காய் தீர்ந்த பக்கம் அடுத்த சுற்றைத் தொடங்கும்.
rules-kalah =
    கலா (6 குழிகள், 4 காய்கள்). கடிகார எதிர்த் திசையில் இடத்துக்கு ஒரு காய் வீதம் விதையுங்கள்; உங்கள் சேமிப்பில் போடலாம், எதிரியின் சேமிப்பில் ஒருபோதும் இல்லை. கடைசிக் காய் உங்கள் சேமிப்பில் விழுந்தால் மீண்டும் ஆடலாம். உங்கள் காலிக் குழியில் விழுந்தால், அதுவும் எதிர்க் குழியின் காய்களும் உங்கள் சேமிப்புக்குப் போகும். எந்த வரிசையாவது காலியானால் ஆட்டம் முடியும்; மீதக் காய்கள் வரிசையின் உரிமையாளருக்கு; அதிகக் காய்கள் உள்ளவர் வெல்வார்.

## Statistics

stats-title = { $rules } எதிர் { $opponent }
opponent-person = ஒரு நபர்

## Online: leaderboard, draw offer, leaving

my-rank = உங்கள் இடம்: { $rank } ({ $rating } புள்ளிகள்)
my-rank-provisional = இன்னும் தரவரிசையில் இல்லை: உங்கள் { $rating } புள்ளி மதிப்பீடு தற்காலிகமானது. தரவரிசையில் சேர மேலும் மதிப்பிடப்படும் ஆட்டங்களை ஆடுங்கள்.
my-rank-unlisted = இன்னும் தரவரிசைப் பட்டியலில் இல்லை: உங்கள் மதிப்பீடு { $rating } புள்ளிகள். நிலைபெற்ற மேலும் பல ஆட்டக்காரர்களுடன் மதிப்பிடப்படும் ஆட்டங்களை ஆடுங்கள்.
no-rank = இந்த விதிகளில் உங்களுக்கு இன்னும் இடம் இல்லை.
no-ranked-players = இன்னும் தரவரிசையில் யாரும் இல்லை.
leave-online-question = இந்த ஆட்டத்தை விட்டு வெளியேறவா?
leave-online-warning = நீங்கள் இல்லாமல் ஆட்டம் தொடரும்: உங்கள் எதிராளி வெற்றியைக் கோரலாம்.
label-leave = வெளியேறு
label-stay = இரு

## நகர்வுக் கடிகாரம், ஆட்டத்தைப் பார்த்தல், கணக்கை நீக்குதல் (issue 26)

lost-on-time = { $who } நேரம் கடந்துவிட்டது: நேரத்தால் ஆட்டம் தோற்றது.
clock-days = { $days } நா { $hours } ம
clock-seconds = { $n } வி
clock-minutes = { $n } நிமி
clock-day-count = { $n ->
    [one] { $n } நாள்
   *[other] { $n } நாட்கள்
}
clock-choice = ஒரு நகர்வுக்கு { $time }
clock-none = கடிகாரம் இல்லை (நட்பு ஆட்டம், மதிப்பீடு இல்லை)
watchers = { $count ->
    [one] { $count } பேர் பார்க்கிறார்
   *[other] { $count } பேர் பார்க்கிறார்கள்
}
delete-account-confirm = இணையக் கணக்கு { $name } ஐ நீக்கவா? பெயர் விடுவிக்கப்படும், இந்தச் சாதனம் கணக்கை மறக்கும், முடிந்த ஆட்டங்கள் "deleted player" என்ற பெயரில் இருக்கும்.
account-deleted = இணையக் கணக்கு நீக்கப்பட்டது.

## Watching a game from the apps (issue 26)

bad-watch-link = இது பார்வை இணைப்பு அல்ல: அது https://play.pallanguzhi.app/watch/42 போல இருக்கும், அல்லது 42 போன்ற ஆட்ட எண்.
watch-while-playing = வேறு ஆட்டத்தைப் பார்க்கும் முன் உங்கள் இணைய ஆட்டத்தை முடியுங்கள் அல்லது விட்டு வெளியேறுங்கள்.
# $id (number)
watch-after-sign-up = இணையத்தில் விளையாட ஒரு பெயரைத் தேர்ந்தெடுங்கள்; பிறகு ஆட்டம் { $id } ஐப் பார்ப்பீர்கள்.
watch-only = நீங்கள் பார்க்கிறீர்கள்: விளையாடுபவர்கள் மட்டுமே நகர்த்துவார்கள்.
watch-title = ஆட்டத்தைப் பார்க்கிறீர்கள்
# $south, $north (text)
watch-players = { $south } (தெற்கு) எதிர் { $north } (வடக்கு)
watch-waiting = இரண்டாம் ஆட்டக்காரர் சேரக் காத்திருக்கிறது.
watch-leave = பார்ப்பதை நிறுத்து
watch-prompt = ஒரு ஆட்டத்தைப் பாருங்கள்: அதன் பார்வை இணைப்பு அல்லது எண்
watch-open = பார்

## பகிர்வு இணைப்பு திறக்கும் அழைப்பு (issue 34)

# $host (a player's name)
invite-title = { $host } உங்களை ஆட அழைக்கிறார்
invite-loading = அழைப்பைத் திறக்கிறது…
# $rules (text: a preset-* message)
invite-rules = விதிகள்: { $rules }
invite-no-clock = கடிகாரம் இல்லை: நிதானமாக ஆடுங்கள்
invite-rated = மதிப்பீட்டு ஆட்டம்: முடிவு இருவரின் மதிப்பீட்டிலும் சேரும்
invite-unrated = நட்பு ஆட்டம்: மதிப்பீடு இல்லை
invite-side-first = நீங்கள் தெற்குப் பக்கம் ஆடுகிறீர்கள்; முதல் நகர்வு உங்களுடையது.
# $host (a player's name)
invite-side-second = நீங்கள் வடக்குப் பக்கம் ஆடுகிறீர்கள்; { $host } முதலில் ஆடுவார்.
# $host (a player's name)
invite-join = { $host } அவர்களின் ஆட்டத்தில் சேருங்கள்
invite-name-needed = முதலில் உங்கள் பெயரை உள்ளிடுங்கள்.
invite-full = இந்த ஆட்டம் ஏற்கெனவே தொடங்கிவிட்டது: இரண்டு இடங்களும் நிரம்பிவிட்டன.
invite-finished = இந்த ஆட்டம் முடிந்துவிட்டது.
invite-unknown = இந்த அழைப்பு இனி செல்லாது: அறை மூடப்பட்டது அல்லது காலாவதியானது, அல்லது இணைப்பு தவறானது.
invite-failed = அழைப்பைத் திறக்க முடியவில்லை.

## கணக்குத் திரை (எல்லாச் சாதனங்களிலும் ஒரே கணக்கு) மற்றும் ஆட்டத்தின் ஆட்டக்காரர்கள்

account-title = உங்கள் இணையக் கணக்கு
account-playing-as = { $name } ஆக ஆடுகிறீர்கள்
account-devices = உள்நுழைந்த சாதனங்கள்
account-loading = சாதனங்களைச் சேவையகத்திடம் கேட்கிறது…
account-platform-android = Android கைப்பேசி அல்லது டேப்லெட்
account-platform-ios = iPhone அல்லது iPad
account-platform-web = உலாவி
account-platform-cli = கட்டளை வரி
account-platform-other = வேறு சாதனம்
account-this-device = { $name } (இந்தச் சாதனம்)
account-dates = சேர்த்தது { $added } · கடைசியாகப் பார்த்தது { $seen }
account-remove = நீக்கு
account-remove-question = { $name } ஐ வெளியேற்றவா?
account-remove-warning = அந்தச் சாதனம் கணக்கை மறக்கும். புதிய குறியீட்டால் அதை மீண்டும் இணைக்கலாம்.
account-device-gone = அந்தச் சாதனம் ஏற்கெனவே வெளியேற்றப்பட்டது.
account-link = இன்னொரு சாதனத்தை இணை
account-link-code-text = மற்றச் சாதனத்தில் சதுரக் குறியீட்டைக் கேமராவால் வருடுங்கள் அல்லது இணைப்பைத் திறவுங்கள்; அல்லது "எனக்கு ஏற்கெனவே கணக்கு உள்ளது" என்பதைத் தேர்ந்து இந்தக் குறியீட்டை உள்ளிடுங்கள். இது ஒருமுறை, { $minutes } நிமிடங்களுக்குச் செல்லும்.
account-qr-label = உள்நுழைவு இணைப்பின் QR குறியீடு: மற்றச் சாதனத்தின் கேமராவால் இதைத் திறவுங்கள்
account-recovery = மீட்புக் குறியீடு
account-recovery-text = இந்தக் குறியீட்டை எழுதிப் பாதுகாப்பாக வையுங்கள்: இந்தச் சாதனம் தொலைந்தால் புதிய சாதனத்தை இது உள்நுழைய வைக்கும். இது இப்போது மட்டுமே காட்டப்படும்; புதிய குறியீடு இதை மாற்றும்.
account-delete = என் கணக்கை நீக்கு
account-privacy = தனியுரிமை: சேவையகம் எதை வைத்திருக்கிறது
account-delete-page = செயலி இல்லாமல் கணக்கை நீக்குதல்
account-blocked = நீங்கள் தடுத்த ஆட்டக்காரர்கள்
account-sign-in-title = எனக்கு ஏற்கெனவே கணக்கு உள்ளது
account-sign-in-label = இணைப்புக் குறியீடு அல்லது மீட்புக் குறியீடு
account-sign-in-hint = உள்நுழைந்த சாதனத்தில் கணக்கைத் திறந்து "இன்னொரு சாதனத்தை இணை" என்பதைத் தேருங்கள், அல்லது உங்கள் மீட்புக் குறியீட்டை உள்ளிடுங்கள்.
account-sign-in = உள்நுழை
account-signed-in = இந்தச் சாதனம் { $name } ஆக உள்நுழைந்தது.
account-signed-already = இந்தச் சாதனத்துக்கு ஏற்கெனவே கணக்கு உள்ளது.
account-code-bad = இணைப்புக் குறியீட்டில் 10 எழுத்துகளும் எண்களும் உள்ளன; மீட்புக் குறியீட்டில் 20.
account-code-wrong = இந்தக் குறியீடு தவறு, ஏற்கெனவே பயன்பட்டது அல்லது காலாவதியானது. மற்றச் சாதனத்திடம் புதியதைக் கேளுங்கள்.
account-too-many = அதிக முயற்சிகள். ஒரு நிமிடம் காத்திருந்து மீண்டும் முயலுங்கள்.
account-report-name = புகார்: புண்படுத்தும் பெயர்
account-report-cheating = புகார்: ஏமாற்று
account-report-behaviour = புகார்: இழுத்தடிப்பு அல்லது தொல்லை
account-report-other = புகார்: வேறு ஏதாவது
account-reported = புகார் அனுப்பப்பட்டது. நன்றி: ஒவ்வொரு புகாரையும் நடத்துநர் படிக்கிறார்.
account-block = { $name } ஐத் தடு
account-unblock = { $name } மீதான தடையை நீக்கு
account-block-question = { $name } ஐத் தடுக்கவா?
account-block-warning = { $name } இனி உங்கள் பலகைகளில் சேரவோ உங்களுக்கு அழைப்பு அனுப்பவோ முடியாது. உங்கள் கணக்கில் தடையை நீக்கலாம்.
account-block-confirm = தடு
account-blocked-note = தடுக்கப்பட்டது
rematch-waiting = { $who } அவர்களுக்கு மறு ஆட்டம் முன்மொழியப்பட்டது; பதிலுக்குக் காத்திருக்கிறது.
rematch-offered = { $who } மறு ஆட்டத்தை முன்மொழிகிறார்.
rematch-declined = மறு ஆட்டம் இல்லை: அது மறுக்கப்பட்டது, அல்லது ஒரு ஆட்டக்காரர் வெளியேறினார்.

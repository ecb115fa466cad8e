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
closed-holes = இந்தச் சுற்றில் மூடிய குழிகள்: { $letters }.
won = { $who } வென்றது.
draw = ஆட்டம் சமநிலை.
score = { side-south } { $south } – { side-north } { $north }
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

# "ஆடக் கற்றுக்கொள்ளுங்கள்" மற்றும் ஆட்ட மதிப்பாய்வு (app/src/learn.rs, reviewing.rs).

learn-title = { $rules } ஆடக் கற்றுக்கொள்ளுங்கள்
learn-progress = { $total } பாடங்களில் { $done } முடிந்தன
learn-number = பாடம் { $number } / { $total }
learn-item = பாடம் { $number }: { $title }.
learn-item-done = பாடம் { $number }: { $title }, முடிந்தது.
learn-you = நீங்கள்

## மதிப்பாய்வு

review-title = ஆட்டத்தின் மதிப்பாய்வு
grade-best = சிறந்தது
grade-good = நல்லது
grade-inaccuracy = சிறு பிழை
grade-mistake = பிழை
grade-blunder = பெரும் பிழை
review-move = { $number }. { $who }, குழி { $letter }
review-better = { $letter } { $seeds } சிறந்ததாக இருந்திருக்கும்.
review-better-slightly = { $letter } சற்றுச் சிறந்ததாக இருந்திருக்கும்.
review-better-result = { $letter } சிறந்தது: இந்த நகர்வு ஆட்டத்தின் முடிவையே மாற்றியது.
review-forced = ஒரே நகர்வு.
review-not-graded = இன்னும் மதிப்பிடப்படவில்லை
review-grades = { $who }: சிறந்தது { $best }, நல்லது { $good }, சிறு பிழை { $inaccuracy }, பிழை { $mistake }, பெரும் பிழை { $blunder }
review-grading = நகர்வு { $number } / { $total } மதிப்பிடப்படுகிறது…
review-paused = இடைநிறுத்தம்: { $total } நகர்வுகளில் { $done } மதிப்பிடப்பட்டன.
review-complete = மதிப்பாய்வு முடிந்தது: { $total } நகர்வுகள் மதிப்பிடப்பட்டன.
review-played = { $who } { $letter } ஆடினார்.
review-start = ஆட்டத்தின் தொடக்கம்.
review-end = ஆட்டத்தின் முடிவு.

## மறுப்பு

refused-no-lessons = { $rules } விதிகளுக்குப் பாடங்கள் இல்லை.
refused-no-lesson = “{ $id }” என்ற பாடம் இல்லை.
refused-no-review = மதிப்பாய்வுக்கு முடிந்த ஆட்டம் தேவை.
refused-no-such-move = காட்ட நகர்வு { $number } இல்லை.

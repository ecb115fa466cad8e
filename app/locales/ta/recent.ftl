# புள்ளிவிவரத் திரையில் அண்மையில் முடிந்த ஆட்டங்கள், மதிப்பாய்வுக்கு (app/src/recent.rs).

recent-title = அண்மை ஆட்டங்கள்
recent-empty = நீங்கள் முடித்த ஆட்டங்கள் மதிப்பாய்வுக்காக இங்கே பட்டியலிடப்படும்.
recent-review = மதிப்பாய்வு
recent-game = { $rules }: { $south } எதிர் { $north }
recent-game-online = { $rules } (இணையம்): { $south } எதிர் { $north }
recent-you-won = { $moves } நகர்வுகளில் நீங்கள் வென்றீர்கள்.
recent-you-lost = { $moves } நகர்வுகளில் நீங்கள் தோற்றீர்கள்.
recent-won = { $moves } நகர்வுகளில் { $who } வென்றார்.
recent-drawn = { $moves } நகர்வுகளில் ஆட்டம் சமநிலை.
recent-item = { $title }. { $result } இந்த ஆட்டத்தை மதிப்பாய்வு செய்யுங்கள்.

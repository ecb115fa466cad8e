//! Every sentence the app says or shows about the game, in English, French
//! and Tamil: one table, each message's three languages side by side.
//! Button and menu labels stay in the platforms' own resources.
//!
//! Tamil counts seeds as காய் (plural காய்கள்): it is the word players use for
//! the counters of Pallanguzhi (and of other board games), whatever they are
//! made of — tamarind seeds, manjadi seeds or cowries. விதை is a seed for
//! planting, which reads oddly of a counter taken into a bowl.

use pallanguzhi_core::ai::Reason;
use pallanguzhi_core::{GameEndReason, Level, RoundEndReason, Side};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Fr,
    Ta,
}

impl Lang {
    /// The table for a language code or BCP-47 tag; English for anything else.
    pub fn from_tag(tag: &str) -> Lang {
        match tag.split(['-', '_']).next().unwrap_or("").to_ascii_lowercase().as_str() {
            "fr" => Lang::Fr,
            "ta" => Lang::Ta,
            _ => Lang::En,
        }
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Ta => "ta",
        }
    }
}

/// Whose hole or bowl a label speaks of.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Whose {
    Yours,
    Of(String),
}

/// Why a hole can or cannot be played now (a hole's accessibility hint).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    Playable,
    Wait(String),
    OtherSide,
    Closed,
    Empty,
    Over,
    Sowing,
}

/// One language's sentences.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Texts {
    pub lang: Lang,
}

impl Texts {
    pub fn new(lang: Lang) -> Texts {
        Texts { lang }
    }

    pub(crate) fn pick(&self, en: String, fr: String, ta: String) -> String {
        match self.lang {
            Lang::En => en,
            Lang::Fr => fr,
            Lang::Ta => ta,
        }
    }

    pub fn seeds(&self, n: u32) -> String {
        self.pick(
            if n == 1 { "1 seed".into() } else { format!("{n} seeds") },
            if n <= 1 {
                format!("{n} graine")
            } else {
                format!("{n} graines")
            },
            if n == 1 {
                "1 காய்".into()
            } else {
                format!("{n} காய்கள்")
            },
        )
    }

    pub fn side(&self, side: Side) -> String {
        let (en, fr, ta) = match side {
            Side::South => ("South", "Sud", "தெற்கு"),
            Side::North => ("North", "Nord", "வடக்கு"),
        };
        self.pick(en.into(), fr.into(), ta.into())
    }

    pub fn level(&self, level: Level) -> String {
        let (en, fr, ta) = match level {
            Level::Easy => ("Easy", "Facile", "எளிது"),
            Level::Medium => ("Medium", "Moyen", "நடுத்தரம்"),
            Level::Hard => ("Hard", "Difficile", "கடினம்"),
            Level::Expert => ("Expert", "Expert", "நிபுணர்"),
        };
        self.pick(en.into(), fr.into(), ta.into())
    }

    pub fn computer(&self, level: Level) -> String {
        let l = self.level(level);
        self.pick(
            format!("Computer ({l})"),
            format!("Ordinateur ({l})"),
            format!("கணினி ({l})"),
        )
    }

    /// The name of a person against the computer who gave none (a name in
    /// the third person, as every sentence that names a player is).
    pub fn player(&self) -> String {
        self.pick("Player".into(), "Joueur".into(), "ஆட்டக்காரர்".into())
    }

    pub fn hole(&self, whose: &Whose, letter: char, seeds: u8, closed: bool, legal: bool) -> String {
        let n = self.seeds(seeds as u32);
        let whose = match whose {
            Whose::Yours => self.pick(
                format!("Your hole {letter}"),
                format!("Votre trou {letter}"),
                format!("உங்கள் குழி {letter}"),
            ),
            Whose::Of(who) => self.pick(
                format!("{who}'s hole {letter}"),
                format!("Trou {letter} de {who}"),
                format!("{who} குழி {letter}"),
            ),
        };
        if closed {
            return self.pick(
                format!("{whose}, closed"),
                format!("{whose}, fermé"),
                format!("{whose}, மூடப்பட்டது"),
            );
        }
        let legal = if legal {
            self.pick(", can be played".into(), ", jouable".into(), ", ஆடலாம்".into())
        } else {
            String::new()
        };
        format!("{whose}, {n}{legal}")
    }

    pub fn bowl(&self, whose: &Whose, seeds: u16) -> String {
        let n = self.seeds(seeds as u32);
        match whose {
            Whose::Yours => self.pick(
                format!("Your bowl, {n}"),
                format!("Votre bol, {n}"),
                format!("உங்கள் கிண்ணம், {n}"),
            ),
            Whose::Of(who) => self.pick(
                format!("{who}'s bowl, {n}"),
                format!("Bol de {who}, {n}"),
                format!("{who} கிண்ணம், {n}"),
            ),
        }
    }

    /// A hole's accessibility hint: what tapping it does, or why it can't be played.
    pub fn why(&self, why: &Why) -> String {
        match why {
            Why::Playable => self.pick(
                "Double-tap to sow".into(),
                "Touchez deux fois pour semer".into(),
                "விதைக்க இருமுறை தட்டவும்".into(),
            ),
            Why::Wait(who) => self.pick(
                format!("Not your turn: {who} is to move"),
                format!("Pas votre tour : à {who} de jouer"),
                format!("உங்கள் முறை அல்ல: {who} ஆட வேண்டும்"),
            ),
            Why::OtherSide => self.pick(
                "This hole is on the other side".into(),
                "Ce trou est de l'autre côté".into(),
                "இது எதிர்ப் பக்கக் குழி".into(),
            ),
            Why::Closed => self.pick(
                "This hole is closed this round".into(),
                "Ce trou est fermé pour cette manche".into(),
                "இந்தச் சுற்றில் இந்தக் குழி மூடப்பட்டது".into(),
            ),
            Why::Empty => self.pick(
                "This hole is empty".into(),
                "Ce trou est vide".into(),
                "இந்தக் குழி காலியாக உள்ளது".into(),
            ),
            Why::Over => self.pick(
                "The game is over".into(),
                "La partie est finie".into(),
                "ஆட்டம் முடிந்தது".into(),
            ),
            Why::Sowing => self.pick(
                "Seeds are being sown".into(),
                "Les graines sont en train d'être semées".into(),
                "காய்கள் விதைக்கப்படுகின்றன".into(),
            ),
        }
    }

    pub fn sowed(&self, who: &str, letter: char) -> String {
        self.pick(
            format!("{who} sowed hole {letter}."),
            format!("{who} a semé le trou {letter}."),
            format!("{who} குழி {letter}-ஐ விதைத்தார்."),
        )
    }

    pub fn pasus(&self, count: u32) -> String {
        self.pick(
            if count == 1 {
                "1 pasu.".into()
            } else {
                format!("{count} pasus.")
            },
            if count == 1 {
                "1 pasu.".into()
            } else {
                format!("{count} pasus.")
            },
            format!("{count} பசு."),
        )
    }

    pub fn took(&self, who: &str, seeds: u16) -> String {
        let n = self.seeds(seeds as u32);
        self.pick(
            format!("{who} took {n}."),
            format!("{who} prend {n}."),
            format!("{who} {n} எடுத்தார்."),
        )
    }

    pub fn extra_turn(&self, who: &str) -> String {
        self.pick(
            format!("{who} plays again."),
            format!("{who} rejoue."),
            format!("{who} மீண்டும் ஆடுகிறார்."),
        )
    }

    pub fn endless(&self) -> String {
        self.pick(
            "Endless relay stopped.".into(),
            "Relais sans fin arrêté.".into(),
            "முடிவில்லா சுற்று நிறுத்தப்பட்டது.".into(),
        )
    }

    pub fn round_over(&self, round: u16, bowls: [u16; 2]) -> String {
        let (s, n) = (self.seeds(bowls[0] as u32), self.seeds(bowls[1] as u32));
        let (south, north) = (self.side(Side::South), self.side(Side::North));
        self.pick(
            format!("Round {round} over: {south} {s}, {north} {n}."),
            format!("Fin de la manche {round} : {south} {s}, {north} {n}."),
            format!("சுற்று {round} முடிந்தது: {south} {s}, {north} {n}."),
        )
    }

    pub fn round_end_reason(&self, reason: RoundEndReason, ran_out: &str) -> String {
        match reason {
            RoundEndReason::EmptyRow => self.pick(
                format!("{ran_out} ran out of seeds."),
                format!("{ran_out} n'a plus de graines."),
                format!("{ran_out} பக்கம் காய்கள் தீர்ந்தன."),
            ),
            RoundEndReason::NoCapture => self.pick(
                "Too long without a capture.".into(),
                "Trop longtemps sans prise.".into(),
                "நீண்ட நேரம் எதுவும் எடுக்கப்படவில்லை.".into(),
            ),
            RoundEndReason::MoveLimit => self.move_limit(),
        }
    }

    fn move_limit(&self) -> String {
        self.pick(
            "The move limit was reached.".into(),
            "La limite de coups est atteinte.".into(),
            "நகர்வு வரம்பு எட்டப்பட்டது.".into(),
        )
    }

    pub fn new_round(&self, round: u16, starter: &str) -> String {
        self.pick(
            format!("Round {round}, {starter} starts."),
            format!("Manche {round}, {starter} commence."),
            format!("சுற்று {round}, {starter} தொடங்குகிறது."),
        )
    }

    pub fn round_title(&self, round: u16) -> String {
        self.pick(
            format!("Round {round} is over"),
            format!("Fin de la manche {round}"),
            format!("சுற்று {round} முடிந்தது"),
        )
    }

    pub fn swept(&self, side: Side, seeds: u16) -> String {
        let (who, n) = (self.side(side), self.seeds(seeds as u32));
        self.pick(
            format!("{who} swept {n} into its bowl."),
            format!("{who} ramasse {n} dans son bol."),
            format!("{who} தன் கிண்ணத்தில் {n} சேர்த்தது."),
        )
    }

    pub fn refilled(&self, side: Side, seeds: u32, left: u16) -> String {
        let (who, n, l) = (self.side(side), self.seeds(seeds), self.seeds(left as u32));
        self.pick(
            format!("{who} fills its holes with {n}; {l} stay in its bowl."),
            format!("{who} remplit ses trous avec {n} ; {l} restent dans son bol."),
            format!("{who} தன் குழிகளை {n} கொண்டு நிரப்புகிறது; கிண்ணத்தில் {l} மீதம்."),
        )
    }

    pub fn closed_holes(&self, letters: &str) -> String {
        self.pick(
            format!("Closed this round: {letters}."),
            format!("Fermés pour cette manche : {letters}."),
            format!("இந்தச் சுற்றில் மூடிய குழிகள்: {letters}."),
        )
    }

    pub fn won(&self, who: &str) -> String {
        self.pick(
            format!("{who} wins the game."),
            format!("{who} gagne la partie."),
            format!("{who} வென்றது."),
        )
    }

    pub fn draw(&self) -> String {
        self.pick(
            "The game is a draw.".into(),
            "Partie nulle.".into(),
            "ஆட்டம் சமநிலை.".into(),
        )
    }

    pub fn score(&self, bowls: [u16; 2]) -> String {
        let (south, north) = (self.side(Side::South), self.side(Side::North));
        format!("{south} {} – {north} {}", bowls[0], bowls[1])
    }

    pub fn game_end_reason(&self, reason: GameEndReason) -> String {
        match reason {
            GameEndReason::CannotRefill => self.pick(
                "A side could not fill a single hole for the next round.".into(),
                "Un camp ne peut plus remplir un seul trou pour la manche suivante.".into(),
                "ஒரு பக்கம் அடுத்த சுற்றுக்கு ஒரு குழியையும் நிரப்ப முடியவில்லை.".into(),
            ),
            GameEndReason::RoundLimit => self.pick(
                "The round limit was reached; the fuller bowl wins.".into(),
                "La limite de manches est atteinte ; le bol le plus rempli gagne.".into(),
                "சுற்று வரம்பு எட்டப்பட்டது; நிறைந்த கிண்ணம் வெல்லும்.".into(),
            ),
            GameEndReason::MoveLimit => self.move_limit(),
            GameEndReason::RowEmpty => self.pick(
                "A row is empty; the remaining seeds went to their row's owner.".into(),
                "Une rangée est vide ; les graines restantes vont au propriétaire de leur rangée.".into(),
                "ஒரு வரிசை காலியானது; மீதிக் காய்கள் அவற்றின் வரிசைக்காரருக்குச் சென்றன.".into(),
            ),
        }
    }

    pub fn resigned(&self, who: &str) -> String {
        self.pick(
            format!("{who} resigned."),
            format!("{who} abandonne."),
            format!("{who} விட்டுக்கொடுத்தார்."),
        )
    }

    pub fn draw_agreed(&self) -> String {
        self.pick(
            "Draw by agreement.".into(),
            "Nulle d'un commun accord.".into(),
            "இருவரும் ஒப்புக்கொண்டதால் சமநிலை.".into(),
        )
    }

    pub fn draw_offered(&self, who: &str) -> String {
        self.pick(
            format!("{who} offers a draw."),
            format!("{who} propose la nulle."),
            format!("{who} சமநிலையை முன்மொழிகிறார்."),
        )
    }

    pub fn draw_declined(&self) -> String {
        self.pick(
            "Draw declined; play on.".into(),
            "Nulle refusée ; la partie continue.".into(),
            "சமநிலை மறுக்கப்பட்டது; ஆட்டம் தொடர்கிறது.".into(),
        )
    }

    pub fn to_move(&self, who: &str) -> String {
        self.pick(
            format!("{who} to move."),
            format!("À {who} de jouer."),
            format!("{who} ஆட வேண்டும்."),
        )
    }

    pub fn thinking(&self, who: &str) -> String {
        self.pick(
            format!("{who} is thinking…"),
            format!("{who} réfléchit…"),
            format!("{who} யோசிக்கிறது…"),
        )
    }

    pub fn finding_hint(&self) -> String {
        self.pick(
            "Looking for a good move…".into(),
            "Recherche d'un bon coup…".into(),
            "நல்ல நகர்வைத் தேடுகிறது…".into(),
        )
    }

    /// Why the hint picked its hole, worded from the core's structured reason.
    pub fn reason(&self, reason: Reason) -> String {
        match reason {
            Reason::WinsTheGame => self.pick(
                "It wins the game.".into(),
                "Ce coup gagne la partie.".into(),
                "இது ஆட்டத்தை வெல்லும்.".into(),
            ),
            Reason::ExtraTurn => self.pick(
                "It gives you another turn.".into(),
                "Ce coup vous fait rejouer.".into(),
                "இது மீண்டும் ஆட வாய்ப்பு தரும்.".into(),
            ),
            Reason::Captures { seeds } => {
                let n = self.seeds(seeds as u32);
                self.pick(
                    format!("It captures {n}."),
                    format!("Ce coup prend {n}."),
                    format!("இது {n} எடுக்கும்."),
                )
            }
            Reason::PasuForYou { count } => self.pick(
                if count == 1 {
                    "It makes a pasu for you.".into()
                } else {
                    format!("It makes {count} pasus for you.")
                },
                if count == 1 {
                    "Ce coup vous donne un pasu.".into()
                } else {
                    format!("Ce coup vous donne {count} pasus.")
                },
                format!("இது உங்களுக்கு {count} பசு தரும்."),
            ),
            Reason::EmptiesTheirRow => self.pick(
                "It empties your opponent's row.".into(),
                "Ce coup vide la rangée adverse.".into(),
                "இது எதிரியின் வரிசையைக் காலியாக்கும்.".into(),
            ),
            Reason::OnlyMove => self.pick(
                "It is the only move.".into(),
                "C'est le seul coup possible.".into(),
                "இது ஒன்றே ஆடக்கூடிய நகர்வு.".into(),
            ),
            Reason::BestPosition => self.pick(
                "It leaves the best position.".into(),
                "Ce coup mène à la meilleure position.".into(),
                "இது சிறந்த நிலையைத் தரும்.".into(),
            ),
        }
    }

    pub fn hint(&self, letter: char, reason: Reason) -> String {
        let why = self.reason(reason);
        self.pick(
            format!("Hint: hole {letter}. {why}"),
            format!("Indice : trou {letter}. {why}"),
            format!("குறிப்பு: குழி {letter}. {why}"),
        )
    }

    pub fn save_refused(&self) -> String {
        self.pick(
            "The saved game could not be read; it was kept aside.".into(),
            "La partie enregistrée est illisible ; elle a été mise de côté.".into(),
            "சேமித்த ஆட்டத்தைப் படிக்க முடியவில்லை; அது தனியே வைக்கப்பட்டது.".into(),
        )
    }

    pub fn write_failed(&self) -> String {
        self.pick(
            "The game could not be saved.".into(),
            "La partie n'a pas pu être enregistrée.".into(),
            "ஆட்டத்தைச் சேமிக்க முடியவில்லை.".into(),
        )
    }
}

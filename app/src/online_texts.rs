//! The online sentences, in the same three languages as `texts.rs`.

use crate::online::{ConnState, NetError};
use crate::texts::Texts;

impl Texts {
    fn three(&self, en: &str, fr: &str, ta: &str) -> String {
        self.pick(en.into(), fr.into(), ta.into())
    }

    pub fn bad_server(&self) -> String {
        self.three(
            "The server address must start with http:// or https://.",
            "L’adresse du serveur doit commencer par http:// ou https://.",
            "சேவையக முகவரி http:// அல்லது https:// என்று தொடங்க வேண்டும்.",
        )
    }

    /// The game-over line of a win claimed while `who` was away.
    pub fn abandoned(&self, who: &str) -> String {
        self.pick(
            format!("{who} was away too long: the win was claimed."),
            format!("{who} est resté absent trop longtemps : la victoire a été réclamée."),
            format!("{who} நீண்ட நேரம் வரவில்லை: வெற்றி கோரப்பட்டது."),
        )
    }

    pub fn away_draw(&self) -> String {
        self.three(
            "A player was away too long: the draw was claimed.",
            "Un joueur est resté absent trop longtemps : la nulle a été réclamée.",
            "ஒரு ஆட்டக்காரர் நீண்ட நேரம் வரவில்லை: சமநிலை கோரப்பட்டது.",
        )
    }

    pub fn need_account(&self) -> String {
        self.three(
            "Choose a name to play online first.",
            "Choisissez d’abord un nom pour jouer en ligne.",
            "இணையத்தில் ஆட முதலில் ஒரு பெயரைத் தேர்ந்தெடுங்கள்.",
        )
    }

    pub fn join_after_sign_up(&self, code: &str) -> String {
        self.pick(
            format!("Choose a name to play online; then you join board {code}."),
            format!("Choisissez un nom pour jouer en ligne ; vous rejoindrez ensuite le plateau {code}."),
            format!("இணையத்தில் ஆட ஒரு பெயரைத் தேர்ந்தெடுங்கள்; பிறகு {code} பலகையில் சேர்வீர்கள்."),
        )
    }

    pub fn draw_offer_sent(&self) -> String {
        self.three(
            "You offered a draw; waiting for your opponent's answer.",
            "Vous avez proposé la nulle ; en attente de la réponse de l’adversaire.",
            "நீங்கள் சமநிலையை முன்மொழிந்தீர்கள்; எதிராளியின் பதிலுக்குக் காத்திருக்கிறது.",
        )
    }

    pub fn bad_code(&self) -> String {
        self.three(
            "That is not a board code: six letters and digits, like QRTW34.",
            "Ce n’est pas un code de plateau : six lettres et chiffres, comme QRTW34.",
            "இது பலகைக் குறியீடு அல்ல: QRTW34 போல ஆறு எழுத்துகளும் எண்களும்.",
        )
    }

    pub fn not_connected(&self) -> String {
        self.three(
            "Not connected to the server: try again once reconnected.",
            "Pas de connexion au serveur : réessayez une fois reconnecté.",
            "சேவையகத்துடன் இணைப்பு இல்லை: மீண்டும் இணைந்ததும் முயலுங்கள்.",
        )
    }

    pub fn online_wait(&self) -> String {
        self.three(
            "Wait for your turn.",
            "Attendez votre tour.",
            "உங்கள் முறைக்குக் காத்திருங்கள்.",
        )
    }

    pub fn server_refused(&self, why: &str) -> String {
        self.pick(
            format!("The server refused: {why}"),
            format!("Le serveur a refusé : {why}"),
            format!("சேவையகம் மறுத்தது: {why}"),
        )
    }

    /// The one-line connection status.
    pub fn conn_state(&self, state: ConnState) -> String {
        match state {
            ConnState::Idle => self.three("Not connected.", "Non connecté.", "இணைக்கப்படவில்லை."),
            ConnState::Busy => self.three("Asking the server…", "Demande au serveur…", "சேவையகத்திடம் கேட்கிறது…"),
            ConnState::Connecting => self.three("Connecting…", "Connexion…", "இணைக்கிறது…"),
            ConnState::WaitingForGuest => self.three(
                "Waiting for your opponent: share the code.",
                "En attente de l’adversaire : partagez le code.",
                "எதிராளிக்குக் காத்திருக்கிறது: குறியீட்டைப் பகிருங்கள்.",
            ),
            ConnState::Playing => self.three("Connected.", "Connecté.", "இணைக்கப்பட்டது."),
            ConnState::OpponentAway => self.three(
                "Your opponent is away.",
                "Votre adversaire est absent.",
                "உங்கள் எதிராளி இல்லை.",
            ),
            ConnState::Reconnecting { attempt } => self.pick(
                format!("Connection lost; reconnecting (try {attempt})…"),
                format!("Connexion perdue ; reconnexion (essai {attempt})…"),
                format!("இணைப்பு துண்டிக்கப்பட்டது; மீண்டும் இணைக்கிறது (முயற்சி {attempt})…"),
            ),
            ConnState::Finished => self.three("The game is over.", "La partie est finie.", "ஆட்டம் முடிந்தது."),
            ConnState::Failed => self.three(
                "Cannot reach the server. Try again.",
                "Impossible de joindre le serveur. Réessayez.",
                "சேவையகத்தை அடைய முடியவில்லை. மீண்டும் முயலுங்கள்.",
            ),
            ConnState::Suspended => self.three("Paused.", "En pause.", "இடைநிறுத்தப்பட்டது."),
        }
    }

    pub fn net_error(&self, error: &NetError) -> String {
        match error {
            NetError::Unreachable(_) => self.three(
                "The server does not answer. Check the network and the server address.",
                "Le serveur ne répond pas. Vérifiez le réseau et l’adresse du serveur.",
                "சேவையகம் பதிலளிக்கவில்லை. இணையத்தையும் சேவையக முகவரியையும் சரிபாருங்கள்.",
            ),
            NetError::Refused(pallanguzhi_protocol::ErrorCode::UnknownRoom, _) => self.three(
                "No board has this code.",
                "Aucun plateau n’a ce code.",
                "இந்தக் குறியீட்டில் பலகை இல்லை.",
            ),
            NetError::Refused(pallanguzhi_protocol::ErrorCode::RoomFull, _) => self.three(
                "This board already has two players.",
                "Ce plateau a déjà deux joueurs.",
                "இந்தப் பலகையில் ஏற்கெனவே இரண்டு ஆட்டக்காரர்கள் உள்ளனர்.",
            ),
            NetError::Refused(pallanguzhi_protocol::ErrorCode::Unauthorized, _) => self.three(
                "The server does not know this device's account. Check the server address.",
                "Le serveur ne connaît pas le compte de cet appareil. Vérifiez l’adresse du serveur.",
                "இந்தச் சாதனத்தின் கணக்கு சேவையகத்துக்குத் தெரியவில்லை. சேவையக முகவரியைச் சரிபாருங்கள்.",
            ),
            NetError::Refused(_, why) => self.server_refused(why),
            NetError::Protocol(_) => self.three(
                "The server answered something unexpected.",
                "Le serveur a répondu quelque chose d’inattendu.",
                "சேவையகம் எதிர்பாராத பதில் தந்தது.",
            ),
        }
    }

    pub fn rating_change(&self, delta: f64) -> String {
        let d = delta.round() as i64;
        self.pick(
            format!("Rating {d:+}"),
            format!("Classement {d:+}"),
            format!("மதிப்பீடு {d:+}"),
        )
    }

    pub fn share(&self, code: &str, link: &str) -> String {
        self.pick(
            format!("Play Pallanguzhi with me: board {code}, {link}"),
            format!("Joue au pallanguzhi avec moi : plateau {code}, {link}"),
            format!("என்னுடன் பல்லாங்குழி ஆடுங்கள்: பலகை {code}, {link}"),
        )
    }
}

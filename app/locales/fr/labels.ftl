# Every label a shell shows as it is (buttons, headings, fields), one set for Android, iOS and
# the browser, named after what the view shows: `Texts::labels` hands every `ui-` message to the
# shells, and `Texts::label` formats the ones with variables. Dialog and screen actions get theirs
# from the core (`ActionView::label`).

ui-title = Pallanguzhi
ui-local-network-usage = Pallanguzhi se connecte à un serveur de jeu sur votre réseau local quand vous saisissez son adresse pour jouer en ligne.
ui-tagline = Le jeu de semailles tamoul, dans votre navigateur.
ui-new-game = Nouvelle partie
ui-continue = Reprendre la partie
ui-rule-set = Règles du jeu
ui-against-computer = Contre l’ordinateur
ui-pass-and-play = À plusieurs sur un appareil
ui-level = Niveau
ui-your-side = Votre camp
ui-random = Au hasard
ui-your-name = Votre nom
ui-south-first = Sud (joue en premier)
ui-start = Commencer
ui-hint = Indice
ui-undo = Annuler
ui-redo = Rétablir
ui-resign = Abandonner
ui-offer-draw = Proposer la nulle
ui-rematch = Revanche
ui-home = Accueil
ui-skip = Passer l’animation
ui-ok = D’accord
ui-close = Fermer
ui-board = Plateau
ui-moves = Coups joués
ui-statistics = Statistiques
ui-no-stats = Aucune partie jouée.
ui-games = Parties
ui-wins = Victoires
ui-losses = Défaites
ui-draws = Nulles
ui-streak = Série
ui-best-streak = Meilleure série
ui-rules = Règles
ui-settings = Réglages
ui-speed = Vitesse des animations
ui-speed-slow = Lente
ui-speed-normal = Normale
ui-speed-fast = Rapide
ui-speed-instant = Immédiate
ui-language = Langue
ui-language-system = Celle du navigateur
ui-colour-safe = Couleurs adaptées aux daltoniens
ui-sound = Son
ui-volume = Volume
ui-online = Jouer en ligne
ui-online-name = Votre nom en ligne
ui-sign-up = Créer mon compte
ui-create-room = Créer un plateau
ui-join-code = Code ou lien
ui-join = Rejoindre
ui-share = Partagez ce lien
ui-copy-link = Copier le lien
ui-link-copied = Lien copié.
ui-copy = Copier le lien
ui-leaderboard = Classement
ui-my-rating = Ma cote
ui-retry = Réessayer
ui-claim-win = Réclamer la victoire
ui-claim-draw = Réclamer la nulle
ui-leave = Quitter la partie
ui-rating = Cote
ui-rank = Rang
ui-name = Nom
ui-clock = Pendule
ui-delete-account = Supprimer mon compte

## La table d'une nouvelle partie
ui-table = Autour d’une table
ui-seat-nobody = Aucun joueur
ui-seat-person = Une personne
ui-seat-computer = L’ordinateur
ui-seat-name = Nom

## Learn to play and the review
ui-learn = Apprendre à jouer
ui-lesson-start-next = Commencer la leçon suivante
ui-lesson-next = Leçon suivante
ui-lesson-again = Recommencer
ui-lesson-skip = Montrer tout de suite
ui-lesson-steps = Le déroulé
ui-lessons = Leçons
ui-rules-lessons = L'apprendre en jouant :
ui-review = Analyser la partie
ui-review-back = Retour
ui-review-forward = Coup suivant
ui-review-pause = Pause
ui-review-resume = Reprendre
ui-review-costliest = Les coups qui ont coûté le plus
ui-review-moves = Tous les coups

## The game, the home screen and the settings
ui-continue-game = Continuer
ui-your-side-sows-first = Votre côté (Sud commence)
ui-opponent = Adversaire
ui-opponent-person = Une personne
ui-seats-per-side = Joueurs par côté
ui-thinking = L’ordinateur réfléchit…
ui-stats-line = Parties { $games } · gagnées { $wins } · perdues { $losses } · nulles { $draws } · série { $streak } (record { $best })
ui-haptics = Vibrer lors des prises
ui-tagline-phone = Le jeu tamoul de semailles en relais
ui-language-os = Système
# This language, in its own words (the same in every language's list of languages).
ui-language-name = Français
ui-accept-draw = Accepter la nulle
ui-decline-draw = Continuer
ui-move-round = Coup { $move } · manche { $round }
ui-more-actions = Plus

## Online play
ui-online-signed-in = Vous jouez sous le nom { $name }
ui-new-board = Nouveau plateau
ui-online-create-button = Créer le plateau
ui-online-join = Rejoindre un plateau
ui-online-code = Code du plateau
ui-online-server = Serveur
ui-online-server-url = Adresse du serveur
ui-online-server-default = Par défaut : { $address }
ui-online-server-save = Enregistrer l’adresse
ui-online-server-reset = Adresse par défaut
ui-online-share = Partager le code
ui-online-leave = Quitter
ui-online-away = { $name } est absent
ui-online-present = { $name } est connecté
ui-online-you = { $name } (vous)
ui-online-player = Joueur
ui-online-stats = En ligne
ui-offline-stats = Sur cet appareil
ui-online-stats-line = Parties { $games } · gagnées { $wins } · perdues { $losses } · nulles { $draws } · cote { $rating }
ui-online-provisional = provisoire
ui-online-refresh = Actualiser
ui-online-delete = Supprimer
ui-online-cancel = Annuler

## iOS only so far (Android would use the same ids for the same labels)
ui-computer = Ordinateur
ui-names = Noms
ui-next-round = Manche suivante
ui-south-player = Joueur sud
ui-north-player = Joueur nord
ui-south-player-n = Joueur sud { $number }
ui-north-player-n = Joueur nord { $number }
ui-notice = Information
ui-people-per-side = Personnes par camp : { $count }
ui-reduce-motion = Avec « Réduire les animations » dans les réglages du système, les semis sont toujours instantanés.
ui-see-board = Voir le plateau
ui-games-line = Parties { $games } : { $wins } gagnées, { $losses } perdues, { $draws } nulles
ui-streak-line = Série { $streak }, meilleure { $best }
ui-games-count = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}
ui-you = (vous)
ui-account = Compte
ui-away = Absent
ui-back-to-lobby = Retour au salon
ui-back-to-game = Retour à la partie
ui-best-players = Meilleurs joueurs
ui-my-rank = Mon rang
ui-no-online-games = Aucune partie en ligne pour l’instant.
ui-rating-line = Cote { $rating }
ui-name-shown = Votre nom est montré à vos adversaires et dans le classement.
ui-seat-computer-level = Ordinateur ({ $level })
ui-account-devices = Compte et appareils
ui-have-account = J’ai déjà un compte
ui-report-or-block = Signaler ou bloquer un joueur
ui-accept-rematch = Accepter la revanche
ui-decline-rematch = Refuser
